import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.js';

/** Embedded Postgres: persisted in `dataDir`, or in memory when it is undefined. */
export async function openPgliteDatabase(dataDir: string | undefined): Promise<Database> {
  // relaxedDurability stays off: every acknowledged statement is flushed to the data folder.
  return pgliteDatabase(await PGlite.create(dataDir ? { dataDir } : {}));
}

/** An open PGlite as the backend's `Database`. */
export function pgliteDatabase(db: PGlite): Database {
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
