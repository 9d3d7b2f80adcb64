import type { Database, Queryable } from '../db/database.js';
import type { Caller } from './caller.js';

/**
 * Runs `work` in a transaction as the caller's database role with its JWT claims set, the way
 * PostgREST does, so row-level security and grants decide what the statement may see and change.
 */
export function runAs<T>(
  db: Database,
  caller: Caller,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
      [caller.claims.role, JSON.stringify(caller.claims)],
    );
    return work(tx);
  });
}
