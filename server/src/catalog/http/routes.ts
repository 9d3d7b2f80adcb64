import type { FastifyInstance, FastifyReply } from 'fastify';
import { listeningOrigin } from '../../http/listening-origin.js';
import { catalogClock } from '../clock.js';
import {
  IMAGE_CACHE_CONTROL,
  MAX_AGE_SECONDS,
  STALE_HEADER,
  STALE_MAX_AGE_SECONDS,
  TODAY_MAX_AGE_SECONDS,
} from './cache-policy.js';
import { CatalogError, notFound } from './catalog-error.js';
import type { CatalogSource, Query, RequestContext } from './catalog-request.js';
import type { InboundLimit } from './inbound-limit.js';
import { registerMatchRoute } from './match-route.js';
import { normaliseQuery, parseLanguage, parseRegion } from './parse-params.js';
import { PARSERS } from './parse-request.js';
import { createResponseCache, responseCacheKey, type ResponseCache } from './response-cache.js';

export interface ImageRenderer {
  /** The SVG for an image path and TMDB size name, or null when there is no such image. */
  render(file: string, size: string): string | null;
}

export interface RouteOptions {
  source: CatalogSource;
  images?: ImageRenderer;
  /** Public origin of this service (e.g. https://api.example.com); default: the request's own. */
  publicUrl?: string;
  /** Where offline answers are kept serialised (default: a 64 MB one of its own). */
  responseCache?: ResponseCache;
  /** Today's UTC day, YYYY-MM-DD, read once per request (default: the server clock's). */
  today?: () => string;
  /** The per-client limit the catalog runs under, if any (`/ww/match` gets a share of it). */
  inboundLimit?: InboundLimit;
}

const ROUTES: [string, keyof typeof PARSERS][] = [
  ['/3/search/multi', 'search'],
  ['/3/configuration', 'configuration'],
  ['/3/genre/:type/list', 'genres'],
  ['/3/trending/:type/:window', 'trending'],
  ['/3/discover/:type', 'discover'],
  ['/3/find/:external_id', 'find'],
  ['/3/watch/providers/regions', 'regions'],
  ['/3/watch/providers/:type', 'providerList'],
  ['/3/:type/popular', 'popular'],
  ['/3/:type/:id', 'details'],
  ['/3/:type/:id/watch/providers', 'watchProviders'],
  ['/ranks/:type/:id', 'ranks'],
  ['/ww/changes', 'changes'],
  ['/ww/coverage', 'coverage'],
  ['/ww/offers', 'offers'],
];

export function registerCatalogRoutes(app: FastifyInstance, options: RouteOptions): void {
  const { source } = options;
  const today = options.today ?? catalogClock();
  // Configured (CATALOG_PUBLIC_URL) or this server's listening address, never the request's Host.
  const imageBaseUrl = () =>
    `${options.publicUrl?.replace(/\/$/, '') ?? listeningOrigin(app)}${app.prefix}/img/`;

  const contextFor = (query: Query, day: string, markStale: () => void): RequestContext => ({
    imageBaseUrl: imageBaseUrl(),
    today: day,
    language: parseLanguage(query.language),
    region: parseRegion(query.region, 'region'),
    markStale,
  });

  // The offline catalog changes only with the day: keep its serialised answers, keyed by the day
  // too (TMDB answers are cached by the TMDB source with their own lifetimes).
  const serialised = source.sample ? (options.responseCache ?? createResponseCache()) : undefined;

  for (const [url, parserName] of ROUTES) {
    app.get(url, async (request, reply) => {
      const query = normaliseQuery(request.query);
      // Once: a window that defaults to today and the answer agree across midnight.
      const day = today();
      const params = request.params as Record<string, string>;
      const catalogRequest = PARSERS[parserName](params, query, day);
      const context = contextFor(query, day, () =>
        reply
          .header(STALE_HEADER, '1')
          .header('cache-control', `public, max-age=${STALE_MAX_AGE_SECONDS}`),
      );
      reply.header('cache-control', `public, max-age=${MAX_AGE_SECONDS[catalogRequest.kind]}`);
      markSample(reply, source);
      if (!serialised) return source.handle(catalogRequest, context);
      const key = responseCacheKey(catalogRequest, context);
      let bytes = serialised.get(key);
      if (bytes === undefined) {
        const body = await source.handle(catalogRequest, context);
        // Ranks keep their exact three keys; everything else carries the sample marker.
        const marked =
          catalogRequest.kind === 'ranks' ? body : { ...(body as object), x_sample: true };
        bytes = Buffer.from(JSON.stringify(marked));
        serialised.set(key, bytes);
      }
      return reply.type('application/json; charset=utf-8').send(bytes);
    });
  }

  registerMatchRoute(app, {
    source,
    perMinute: options.inboundLimit?.perMinute,
    // Stale answers are marked; the answer itself is never kept (no-store).
    context: (request, reply) =>
      contextFor(normaliseQuery(request.query), today(), () => reply.header(STALE_HEADER, '1')),
  });

  // The catalog's day, so a client asks /ww/changes about windows by this day, not by its own
  // clock (which may differ, and does under WATCHWHERE_NOW). Either source: it reads no data.
  app.get('/ww/today', async (_request, reply) => {
    reply.header('cache-control', `public, max-age=${TODAY_MAX_AGE_SECONDS}`);
    return { today: today() };
  });

  app.get('/img/:size/:file', async (request, reply) => {
    const { size, file } = request.params as { size: string; file: string };
    const image = options.images?.render(file, size);
    if (!image) throw notFound();
    markSample(reply, source);
    return reply
      .header('cache-control', IMAGE_CACHE_CONTROL)
      .type('image/svg+xml; charset=utf-8')
      .send(image);
  });

  app.setNotFoundHandler((_request, reply) => sendError(reply, notFound()));
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof CatalogError) return sendError(reply, error);
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      return sendError(
        reply,
        new CatalogError(status, {
          success: false,
          status_code: status,
          status_message: (error as Error).message,
        }),
      );
    }
    request.log.error(error);
    return sendError(
      reply,
      new CatalogError(500, {
        success: false,
        status_code: 11,
        status_message: 'Internal error: something went wrong.',
      }),
    );
  });
}

function markSample(reply: FastifyReply, source: CatalogSource): void {
  if (source.sample) reply.header('x_sample', 'true');
}

function sendError(reply: FastifyReply, error: CatalogError) {
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', error.retryAfterSeconds);
  return reply.code(error.statusCode).header('cache-control', 'no-store').send(error.body);
}
