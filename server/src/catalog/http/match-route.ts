import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogSource, RequestContext } from './catalog-request.js';
import { MAX_MATCH_BODY_BYTES, parseMatch } from './parse-match.js';

export interface MatchRouteOptions {
  source: CatalogSource;
  context(request: FastifyRequest, reply: FastifyReply): RequestContext;
  /** The catalog's per-client limit, when it has one (see inbound-limit.ts). */
  perMinute?: number;
}

/**
 * A match of up to 500 rows does the work of hundreds of searches: a client may send a
 * twentieth as many a minute as other calls (counted apart from them).
 */
const MATCH_SHARE_OF_LIMIT = 20;

/** `POST /ww/match`: an imported list's rows matched to catalog titles (match/match-rows.ts). */
export function registerMatchRoute(app: FastifyInstance, options: MatchRouteOptions): void {
  const { source, perMinute } = options;
  const rateLimit =
    perMinute === undefined
      ? undefined
      : { rateLimit: { max: Math.max(1, Math.floor(perMinute / MATCH_SHARE_OF_LIMIT)) } };
  app.post(
    '/ww/match',
    { bodyLimit: MAX_MATCH_BODY_BYTES, config: rateLimit },
    async (request, reply) => {
      const match = parseMatch(request.body);
      // Answered for this body alone: nothing to keep.
      reply.header('cache-control', 'no-store');
      const body = await source.handle(match, options.context(request, reply));
      if (!source.sample) return body;
      reply.header('x_sample', 'true');
      return { ...(body as object), x_sample: true };
    },
  );
}
