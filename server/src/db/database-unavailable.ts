/** Socket errors of a database that is down, restarting or out of reach. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'EPIPE']);

/**
 * SQLSTATE classes 08 (connection exception), 53 (insufficient resources) and 57P0x (the server
 * shutting down or starting up): the statement was fine, the database was not there for it.
 */
const UNAVAILABLE_STATE = /^(08|53|57P0)/;

/** `pg`'s own words for a connection that broke or never came (they carry no code). */
const BROKEN_CONNECTION = /Connection terminated|timeout exceeded when trying to connect/i;

/** Whether an error says the database cannot answer right now (rather than that a query was bad). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_STATE.test(code) || SOCKET_CODES.has(code)))
    return true;
  return typeof message === 'string' && BROKEN_CONNECTION.test(message);
}

/** What a caller is told meanwhile, and when to try again. */
export const DATABASE_UNAVAILABLE =
  'The database is unavailable right now; nothing was saved. Please try again in a moment.';
export const DATABASE_RETRY_AFTER_SECONDS = 5;
