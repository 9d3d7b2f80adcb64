import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a caller may name its request: short, and nothing a log line could be forged with. */
const ACCEPTED_ID = /^[\w.:-]{1,128}$/;

/** The caller's `x-request-id` when it is one we accept, else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
}
