import type { Queryable } from '../db/database.js';
import type { CallDatabase } from '../../../supabase/functions/_shared/alert-database.ts';

/**
 * The engine's database functions called in SQL, with named arguments as the Data API passes
 * them (objects as JSON), so both engines share their calls (_shared/alert-database.ts).
 */
export function sqlCaller(db: Queryable): CallDatabase {
  return async <T>(fn: string, args: Record<string, unknown> = {}) => {
    const names = Object.keys(args);
    const list = names.map((name, index) => `${name} => $${index + 1}`).join(', ');
    const values = names.map((name) => {
      const value = args[name];
      return typeof value === 'object' && value !== null ? JSON.stringify(value) : value;
    });
    const [row] = await db.query<{ value: T }>(`select public.${fn}(${list}) as value`, values);
    return row!.value;
  };
}
