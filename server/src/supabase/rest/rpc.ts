import type { Params } from './sql-builder.js';
import { quoteIdent } from './sql-builder.js';
import type { FunctionInfo } from './schema-cache.js';

/** `select` calling a public function with named arguments, shaped as PostgREST answers it. */
export function rpcSql(fn: FunctionInfo, args: Record<string, unknown>, params: Params): string {
  const named = Object.entries(args).map(([name, value]) => {
    const type = fn.argTypes[fn.argNames.indexOf(name)] ?? 'text';
    return `${quoteIdent(name)} => ${params.add(asParameter(value))}::${type}`;
  });
  const call = `public.${quoteIdent(fn.name)}(${named.join(', ')})`;
  if (fn.returnsSet && fn.returnsComposite)
    return `select coalesce(json_agg(_r), '[]'::json) as body from ${call} _r`;
  if (fn.returnsSet)
    return `select coalesce(json_agg(_v), '[]'::json) as body from ${call} as _r(_v)`;
  if (fn.returnsComposite)
    return `select case when _r is null then null else to_json(_r) end as body from ${call} _r`;
  return `select to_json(${call}) as body`;
}

function asParameter(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
