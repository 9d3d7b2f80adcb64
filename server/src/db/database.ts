/** The small slice of a Postgres client the backend needs, implemented by PGlite and by `pg`. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a script of several statements (no parameters). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** 'pglite' or 'postgres', for logs. */
  readonly kind: string;
  /**
   * Calls `listener` when a connection of the pool breaks while idle (the server restarted or
   * went away); the pool opens a new one on the next query. PGlite has no connections to lose.
   */
  onConnectionLost?(listener: (error: Error) => void): void;
}

/** A Postgres error as both drivers report it (SQLSTATE code plus details). */
export interface PostgresError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPostgresError(error: unknown): error is PostgresError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as { code: string }).code)
  );
}
