import { unknownColumn } from './errors.js';
import type { Filter, OrderTerm, ParsedQuery, SelectItem } from './query-parser.js';
import type { TableInfo } from './schema-cache.js';

/** Collects bind parameters and hands out their placeholders. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const tableRef = (table: TableInfo) => `public.${quoteIdent(table.name)}`;

function checkColumn(table: TableInfo, column: string): string {
  if (!table.columns.has(column)) throw unknownColumn(table.name, column);
  return quoteIdent(column);
}

const comparisons: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
};

function whereClause(table: TableInfo, filters: Filter[], params: Params, alias = '_t'): string {
  if (filters.length === 0) return '';
  return `where ${filters.map((f) => filterSql(table, f, params, alias)).join(' and ')}`;
}

function filterSql(table: TableInfo, filter: Filter, params: Params, alias: string): string {
  const column = `${alias}.${checkColumn(table, filter.column)}`;
  const condition = conditionSql(column, filter, params);
  return filter.negated ? `not (${condition})` : condition;
}

function conditionSql(column: string, filter: Filter, params: Params): string {
  const { operator, value } = filter;
  if (operator === 'in') {
    const list = value as string[];
    return list.length === 0
      ? 'false'
      : `${column} in (${list.map((v) => params.add(v)).join(', ')})`;
  }
  if (operator === 'is') return `${column} is ${(value as string).toUpperCase()}`;
  if (operator === 'like' || operator === 'ilike') {
    return `${column}::text ${operator} ${params.add((value as string).replace(/\*/g, '%'))}`;
  }
  return `${column} ${comparisons[operator]} ${params.add(value)}`;
}

function orderClause(table: TableInfo, order: OrderTerm[]): string {
  if (order.length === 0) return '';
  const terms = order.map(
    (o) =>
      `_t.${checkColumn(table, o.column)} ${o.descending ? 'desc' : 'asc'}${o.nulls ? ` nulls ${o.nulls}` : ''}`,
  );
  return `order by ${terms.join(', ')}`;
}

function selectList(table: TableInfo, select: SelectItem[] | undefined, alias: string): string {
  if (!select) return `${alias}.*`;
  return select
    .map((s) => `${alias}.${checkColumn(table, s.column)} as ${quoteIdent(s.alias)}`)
    .join(', ');
}

/** Wraps a row source into one JSON array, the response body. */
const jsonArrayOf = (rowsSql: string) =>
  `select coalesce(json_agg(_r), '[]'::json) as body from (${rowsSql}) _r`;

export function readSql(table: TableInfo, query: ParsedQuery, params: Params): string {
  const where = whereClause(table, query.filters, params);
  const limit = query.limit === undefined ? '' : `limit ${query.limit}`;
  const offset = query.offset === undefined ? '' : `offset ${query.offset}`;
  const rows = `select ${selectList(table, query.select, '_t')} from ${tableRef(table)} _t ${where} ${orderClause(table, query.order)} ${limit} ${offset}`;
  return jsonArrayOf(rows);
}

export function countSql(table: TableInfo, query: ParsedQuery, params: Params): string {
  return `select count(*)::int as total from ${tableRef(table)} _t ${whereClause(table, query.filters, params)}`;
}

export type Resolution = 'merge-duplicates' | 'ignore-duplicates' | undefined;

export function insertSql(
  table: TableInfo,
  columns: string[],
  rowsJson: string,
  conflict: { resolution: Resolution; target: string[] },
  params: Params,
): string {
  const quoted = columns.map((c) => checkColumn(table, c));
  const source = params.add(rowsJson);
  const insert = `insert into ${tableRef(table)} as _t (${quoted.join(', ')}) select ${quoted.join(', ')} from json_populate_recordset(null::${tableRef(table)}, ${source}::json)`;
  return insert + conflictClause(table, columns, conflict);
}

function conflictClause(
  table: TableInfo,
  columns: string[],
  conflict: { resolution: Resolution; target: string[] },
) {
  if (!conflict.resolution) return '';
  const target = conflict.target.map((c) => checkColumn(table, c)).join(', ');
  const updates = columns
    .filter((c) => !conflict.target.includes(c))
    .map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`);
  if (conflict.resolution === 'ignore-duplicates' || updates.length === 0)
    return ` on conflict (${target}) do nothing`;
  return ` on conflict (${target}) do update set ${updates.join(', ')}`;
}

export function updateSql(
  table: TableInfo,
  columns: string[],
  rowJson: string,
  filters: Filter[],
  params: Params,
): string {
  const source = params.add(rowJson);
  const assignments = columns.map((c) => `${checkColumn(table, c)} = _v.${quoteIdent(c)}`);
  return `update ${tableRef(table)} as _t set ${assignments.join(', ')} from json_populate_record(null::${tableRef(table)}, ${source}::json) as _v ${whereClause(table, filters, params)}`;
}

export function deleteSql(table: TableInfo, filters: Filter[], params: Params): string {
  return `delete from ${tableRef(table)} as _t ${whereClause(table, filters, params)}`;
}

/** A write statement whose affected rows come back as the JSON body (Prefer: return=representation). */
export function returningJson(
  table: TableInfo,
  statement: string,
  select: SelectItem[] | undefined,
): string {
  return `with _w as (${statement} returning _t.*) ${jsonArrayOf(`select ${selectList(table, select, '_w')} from _w`)}`;
}
