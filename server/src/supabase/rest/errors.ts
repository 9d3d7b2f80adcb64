import { isPostgresError } from '../../db/database.js';
import { isDatabaseUnavailable } from '../../db/database-unavailable.js';
import { HttpError } from '../http-error.js';
import type { ApiRole } from '../keys.js';

/** A PostgREST error body: code, message, details, hint. */
export function restError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
): HttpError {
  return new HttpError(status, { code, details, hint: null, message });
}

export const parseError = (what: string, details: string) =>
  restError(400, 'PGRST100', `"failed to parse ${what}"`, details);

export const unknownColumn = (table: string, column: string) =>
  restError(400, '42703', `column ${table}.${column} does not exist`);

// SQLSTATE → HTTP status as PostgREST maps it (classes 22 and 23 are the caller's data).
const statusByCode: Record<string, number> = {
  '23503': 409,
  '23505': 409,
  '25006': 405,
  '42883': 404,
  '42P01': 404,
  '428C9': 400,
  // program_limit_exceeded: raised by the caller's own value here (e.g. an array nested too deep).
  '54000': 400,
  P0001: 400,
};

/** Turns a database error raised by a caller's statement into PostgREST's answer. */
export function fromPostgresError(error: unknown, role: ApiRole): HttpError | undefined {
  if (!isPostgresError(error) || isDatabaseUnavailable(error)) return undefined;
  const status = statusFor(error.code, role);
  return new HttpError(status, {
    code: error.code,
    details: error.detail ?? null,
    hint: error.hint ?? null,
    message: error.message,
  });
}

function statusFor(code: string, role: ApiRole): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  const mapped = statusByCode[code];
  if (mapped) return mapped;
  if (/^(22|23|42|2F|P0)/.test(code)) return 400;
  return 500;
}
