import type { FastifyRequest } from 'fastify';
import { validationFailed } from './errors.js';

/** The origin this server is reached at, as the client sees it (links in mails, JWT issuer). */
export const publicOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export const issuerOf = (request: FastifyRequest) => `${publicOrigin(request)}/auth/v1`;

/** The JSON body as an object (an absent body counts as empty). */
export function objectBody(request: FastifyRequest): Record<string, unknown> {
  const body = request.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw validationFailed('Request body must be a JSON object');
  return body as Record<string, unknown>;
}

export function queryParams(request: FastifyRequest): Record<string, unknown> {
  return (request.query ?? {}) as Record<string, unknown>;
}
