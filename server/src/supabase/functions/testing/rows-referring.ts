import type { Queryable } from '../../../db/database.js';

/**
 * Every (table, column) outside Postgres's own schemas holding `userId` in a uuid or text column:
 * empty once the user is gone, whatever tables exist by then.
 */
export async function rowsReferring(db: Queryable, userId: string): Promise<string[]> {
  const columns = await db.query<{ table_schema: string; table_name: string; column_name: string }>(
    `select c.table_schema, c.table_name, c.column_name
     from information_schema.columns c
     join information_schema.tables t
       on t.table_schema = c.table_schema and t.table_name = c.table_name
     where t.table_type = 'BASE TABLE'
       and c.table_schema not in ('pg_catalog', 'information_schema')
       and c.data_type in ('uuid', 'text', 'character varying')
     order by 1, 2, 3`,
  );
  const found: string[] = [];
  for (const { table_schema, table_name, column_name } of columns) {
    const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
    const [row] = await db.query<{ count: number }>(
      `select count(*)::int as count from ${quoted(table_schema)}.${quoted(table_name)}
       where ${quoted(column_name)}::text = $1`,
      [userId],
    );
    if (row && row.count > 0) found.push(`${table_schema}.${table_name}.${column_name}`);
  }
  return found;
}
