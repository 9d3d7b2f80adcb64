import { parseError } from './errors.js';

export type Operator = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'is' | 'in';

export interface Filter {
  column: string;
  operator: Operator;
  negated: boolean;
  /** One value, or the list of `in`. For `is`: null, true, false or unknown. */
  value: string | string[];
}

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls?: 'first' | 'last';
}

export interface SelectItem {
  column: string;
  alias: string;
}

export interface ParsedQuery {
  /** undefined means every column (`*`). */
  select?: SelectItem[];
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  onConflict?: string[];
  columns?: string[];
}

const operators = new Set<string>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'is',
  'in',
]);
const reserved = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'on_conflict',
  'columns',
  'apikey',
]);
const identifier = /^[A-Za-z_][A-Za-z0-9_]*$/;
const isValues = new Set(['null', 'true', 'false', 'unknown']);

/** Parses PostgREST's query-string grammar (the subset supabase-js's query builder emits). */
export function parseQuery(params: URLSearchParams): ParsedQuery {
  const parsed: ParsedQuery = { filters: [], order: [] };
  for (const [key, raw] of params) {
    if (key === 'select') parsed.select = parseSelect(raw);
    else if (key === 'order') parsed.order = parseOrder(raw);
    else if (key === 'limit') parsed.limit = parseCount('limit', raw);
    else if (key === 'offset') parsed.offset = parseCount('offset', raw);
    else if (key === 'on_conflict') parsed.onConflict = parseColumnList('on_conflict', raw);
    else if (key === 'columns') parsed.columns = parseColumnList('columns', raw);
    else if (!reserved.has(key)) parsed.filters.push(parseFilter(key, raw));
  }
  return parsed;
}

function parseSelect(raw: string): SelectItem[] | undefined {
  const items = raw.split(',').map((s) => s.trim());
  if (items.length === 1 && items[0] === '*') return undefined;
  return items.map((item) => {
    const [aliasOrColumn, column, ...rest] = item.split(':');
    const target = column ?? aliasOrColumn;
    if (
      rest.length > 0 ||
      !target ||
      !identifier.test(target) ||
      !aliasOrColumn ||
      !identifier.test(aliasOrColumn)
    ) {
      throw parseError(
        'select parameter',
        `unexpected "${item}" (only plain columns and alias:column are supported)`,
      );
    }
    return { column: target, alias: aliasOrColumn };
  });
}

function parseOrder(raw: string): OrderTerm[] {
  return raw.split(',').map((term) => {
    const [column, ...modifiers] = term.trim().split('.');
    if (!column || !identifier.test(column))
      throw parseError('order parameter', `unexpected "${term}"`);
    const order: OrderTerm = { column, descending: false };
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') order.descending = modifier === 'desc';
      else if (modifier === 'nullsfirst' || modifier === 'nullslast')
        order.nulls = modifier === 'nullsfirst' ? 'first' : 'last';
      else throw parseError('order parameter', `unexpected "${modifier}" in "${term}"`);
    }
    return order;
  });
}

function parseCount(name: string, raw: string): number {
  if (!/^\d{1,9}$/.test(raw))
    throw parseError(`${name} parameter`, `"${raw}" is not a non-negative integer`);
  return Number(raw);
}

function parseColumnList(name: string, raw: string): string[] {
  const columns = raw.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1'));
  if (columns.some((c) => !identifier.test(c)))
    throw parseError(`${name} parameter`, `unexpected "${raw}"`);
  return columns;
}

function parseFilter(column: string, raw: string): Filter {
  if (!identifier.test(column))
    throw parseError(`filter (${column}=${raw})`, `"${column}" is not a column name`);
  const parts = raw.split('.');
  const negated = parts[0] === 'not';
  if (negated) parts.shift();
  const [operator, ...valueParts] = parts;
  if (!operator || !operators.has(operator) || valueParts.length === 0) {
    throw parseError(
      `filter (${column}=${raw})`,
      'expected "<operator>.<value>" with eq, neq, gt, gte, lt, lte, like, ilike, is or in',
    );
  }
  const value = valueParts.join('.');
  if (operator === 'in') return { column, operator, negated, value: parseList(column, value) };
  if (operator === 'is' && !isValues.has(value.toLowerCase())) {
    throw parseError(`filter (${column}=${raw})`, 'is accepts null, true, false or unknown');
  }
  return { column, operator: operator as Operator, negated, value };
}

/** `(a,b,"c,d")` → ['a', 'b', 'c,d']. */
function parseList(column: string, raw: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')'))
    throw parseError(`filter (${column}=in.${raw})`, 'in expects (a,b,...)');
  const body = raw.slice(1, -1);
  if (body === '') return [];
  const values: string[] = [];
  const pattern = /\s*(?:"((?:[^"\\]|\\.)*)"|([^,]*))\s*(,|$)/y;
  while (pattern.lastIndex < body.length) {
    const match = pattern.exec(body);
    if (!match) throw parseError(`filter (${column}=in.${raw})`, 'malformed list');
    values.push(
      match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : (match[2] ?? '').trim(),
    );
    if (match[3] === '') break;
  }
  return values;
}
