import type { Queryable } from '../../db/database.js';
import { restError } from './errors.js';

export interface TableInfo {
  name: string;
  columns: Set<string>;
  primaryKey: string[];
}

export interface FunctionInfo {
  name: string;
  argNames: string[];
  argTypes: string[];
  returnsSet: boolean;
  returnsComposite: boolean;
  returnsVoid: boolean;
}

export interface SchemaCache {
  table(name: string): TableInfo;
  fn(name: string, argNames: string[]): FunctionInfo;
}

/** The `public` schema's tables, columns and functions, read once (migrations run before start). */
export async function loadSchemaCache(q: Queryable): Promise<SchemaCache> {
  const tables = await loadTables(q);
  const functions = await loadFunctions(q);
  return {
    table(name) {
      const table = tables.get(name);
      if (!table)
        throw restError(
          404,
          'PGRST205',
          `Could not find the table 'public.${name}' in the schema cache`,
        );
      return table;
    },
    fn(name, argNames) {
      const given = new Set(argNames);
      const match = (functions.get(name) ?? []).find(
        (f) =>
          argNames.every((a) => f.argNames.includes(a)) &&
          f.argNames.filter((a) => !given.has(a)).length <= f.defaults,
      );
      if (!match) {
        throw restError(
          404,
          'PGRST202',
          `Could not find the function public.${name}(${[...argNames].sort().join(', ')}) in the schema cache`,
        );
      }
      return match;
    },
  };
}

async function loadTables(q: Queryable): Promise<Map<string, TableInfo>> {
  const rows = await q.query<{
    table_name: string;
    columns: string[];
    primary_key: string[] | null;
  }>(
    `select c.relname as table_name,
       array_agg(a.attname::text order by a.attnum) as columns,
       (select array_agg(k.attname::text order by k.attnum)
          from pg_index i join pg_attribute k on k.attrelid = i.indrelid and k.attnum = any(i.indkey)
          where i.indrelid = c.oid and i.indisprimary) as primary_key
     from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
     group by c.oid, c.relname`,
  );
  return new Map(
    rows.map((r) => [
      r.table_name,
      { name: r.table_name, columns: new Set(r.columns), primaryKey: r.primary_key ?? [] },
    ]),
  );
}

async function loadFunctions(
  q: Queryable,
): Promise<Map<string, (FunctionInfo & { defaults: number })[]>> {
  const rows = await q.query<{
    name: string;
    arg_names: string[] | null;
    arg_types: string[] | null;
    returns_set: boolean;
    return_kind: string;
    return_type: string;
    defaults: number;
  }>(
    `select p.proname::text as name,
       p.proargnames[1:p.pronargs]::text[] as arg_names,
       (select array_agg(format_type(t, null) order by o) from unnest(p.proargtypes) with ordinality u(t, o)) as arg_types,
       p.proretset as returns_set, t.typtype::text as return_kind, t.typname::text as return_type,
       p.pronargdefaults::int as defaults
     from pg_proc p
     join pg_namespace n on n.oid = p.pronamespace
     join pg_type t on t.oid = p.prorettype
     where n.nspname = 'public' and p.prokind = 'f' and t.typname <> 'trigger'`,
  );
  const byName = new Map<string, (FunctionInfo & { defaults: number })[]>();
  for (const row of rows) {
    const list = byName.get(row.name) ?? [];
    list.push({
      name: row.name,
      argNames: row.arg_names ?? [],
      argTypes: row.arg_types ?? [],
      returnsSet: row.returns_set,
      returnsComposite: row.return_kind === 'c',
      returnsVoid: row.return_type === 'void',
      defaults: row.defaults,
    });
    byName.set(row.name, list);
  }
  return byName;
}
