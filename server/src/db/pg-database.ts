import pg from 'pg';
import type { Database, Queryable } from './database.js';

/** How long a query waits for a connection while the server is away, before it fails. */
const CONNECT_TIMEOUT_MS = 5_000;

/** A real PostgreSQL server reached through `DATABASE_URL`. */
export async function openPostgresDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  const connectionLost = new Set<(error: Error) => void>();
  // Unhandled, an idle client's error (a server restart) would end the process.
  pool.on('error', (error) => connectionLost.forEach((listener) => listener(error)));
  await pool.query('select 1');
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await client.query(sql, params);
      return result.rows as Row[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      // A checked-out client has no pool listener: its broken connection fails the work instead.
      let broken: Error | undefined;
      const onBroken = (error: Error) => void (broken = error);
      client.on('error', onBroken);
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.off('error', onBroken);
        client.release(broken);
      }
    },
    close: () => pool.end(),
    onConnectionLost: (listener) => void connectionLost.add(listener),
  };
}
