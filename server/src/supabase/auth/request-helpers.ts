import type { FastifyRequest } from 'fastify';
import { listeningOrigin } from '../../http/listening-origin.js';
import type { SupabaseContext } from '../context.js';
import { validationFailed } from './errors.js';

/** Where clients reach this server (links in mails, JWT issuer): configured, never the request's Host. */
export const publicOrigin = (ctx: SupabaseContext, request: FastifyRequest) =>
  ctx.auth.apiExternalUrl ?? listeningOrigin(request.server);

export const issuerOf = (ctx: SupabaseContext, request: FastifyRequest) =>
  `${publicOrigin(ctx, request)}/auth/v1`;

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
