import { pino, type Logger } from 'pino';
import { withoutSecrets } from './safe-url.js';

/** Fields never written, wherever they sit in a logged object. */
const SECRET_FIELDS = [
  'password',
  'token',
  'access_token',
  'refresh_token',
  'apikey',
  'authorization',
  'cookie',
  'secret',
  'email',
];

export interface LoggerOptions {
  /** Default `info`. */
  level?: string;
  /** Where lines go (default standard output). */
  destination?: NodeJS.WritableStream;
  /** Names the process in every line (`page-server`, `catalog`, `backend`). */
  service: string;
}

/**
 * One JSON line per event. Secret fields are dropped, and a last pass over each line masks any
 * email address or token an error message or URL carried.
 */
export function createLogger(options: LoggerOptions): Logger {
  const paths = SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]);
  return pino(
    {
      level: options.level ?? 'info',
      base: { service: options.service },
      redact: { paths, remove: true },
      hooks: { streamWrite: withoutSecrets },
    },
    options.destination ?? pino.destination({ sync: false }),
  );
}
