import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.js';

/** Embedded Postgres: persisted in `dataDir`, or in memory when it is undefined. */
export async function openPgliteDatabase(dataDir: string | undefined): Promise<Database> {
  // relaxedDurability stays off: every acknowledged statement is flushed to the data folder.
  const db = await PGlite.create(dataDir ? { dataDir } : {});
  const wrap = (client: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await client.query<Row>(sql, params);
      return result.rows;
    },
    async exec(sql: string) {
      await client.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    close: () => db.close(),
  };
}
