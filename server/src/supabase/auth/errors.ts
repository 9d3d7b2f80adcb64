import { HttpError } from '../http-error.js';

/** A GoTrue error as supabase-js reads it with API version 2024-01-01: `code` and `message`. */
export function authError(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): HttpError {
  return new HttpError(status, { code, message, ...extra });
}

export const invalidCredentials = () =>
  authError(400, 'invalid_credentials', 'Invalid login credentials');

export const validationFailed = (message: string) => authError(400, 'validation_failed', message);
