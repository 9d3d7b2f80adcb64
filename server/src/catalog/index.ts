import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import type { FastifyPluginAsync } from 'fastify';
import { isProductionEnv } from 'deployment-env';
import { catalogClock, catalogDayFromEnv } from './clock.js';
import { STALE_HEADER } from './http/cache-policy.js';
import type { CatalogSource } from './http/catalog-request.js';
import { inboundLimitFromEnv, limitInbound, type InboundLimit } from './http/inbound-limit.js';
import type { ResponseCache } from './http/response-cache.js';
import { registerCatalogRoutes } from './http/routes.js';
import { OfflineSource } from './offline/offline-source.js';
import { tmdbSourceFromEnv } from './tmdb/tmdb-source.js';
import { httpUrlSetting } from './url-setting.js';

export type { CatalogSource } from './http/catalog-request.js';
export { OfflineSource } from './offline/offline-source.js';
export { TmdbSource } from './tmdb/tmdb-source.js';
export { titleLookupFor, type TitleLookup } from './title-lookup.js';
export type { InboundLimit } from './http/inbound-limit.js';

/** Real TMDB when TMDB_API_KEY or TMDB_READ_TOKEN is set, otherwise the offline catalog. */
export const catalogSourceFromEnv = (env: NodeJS.ProcessEnv = process.env): CatalogSource =>
  tmdbSourceFromEnv(env) ?? new OfflineSource();

export interface CatalogPluginOptions {
  /** Default: real TMDB when TMDB_API_KEY or TMDB_READ_TOKEN is set, otherwise the offline catalog. */
  source?: CatalogSource;
  /** Public origin used in `/3/configuration`'s image URLs (default: CATALOG_PUBLIC_URL or the request's). */
  publicUrl?: string;
  /** The offline answers' cache (default: a 64 MB one of its own); tests pass one to inspect it. */
  responseCache?: ResponseCache;
  /**
   * A fixed UTC day (YYYY-MM-DD) to answer as of, e.g. in tests (default: WATCHWHERE_NOW in local
   * mode, else the server clock's day).
   */
  today?: string;
  /** Default: CATALOG_RATE_LIMIT and CATALOG_INTERNAL_TOKEN (see `inboundLimitFromEnv`). */
  inboundLimit?: InboundLimit;
}

/**
 * TMDB v3-compatible catalog: `/3/...`, `/ranks/{type}/{id}`, `/ww/changes` (offline only),
 * `/ww/offers`, `POST /ww/match` and generated images under `/img/`. On a server with operations
 * (`guardedFastify`), its source reports to the server's metrics and log, and `/readyz` waits
 * for it.
 */
export const catalogPlugin: FastifyPluginAsync<CatalogPluginOptions> = async (app, options) => {
  // Public, read-only data (a match's POST only reads): any origin may read it, including the
  // sample and stale markers and when to ask again after a 429 or 503.
  await app.register(fastifyCors, {
    origin: '*',
    methods: ['GET', 'HEAD', 'POST'],
    exposedHeaders: ['x_sample', STALE_HEADER, 'retry-after'],
  });
  // Answers of 1 KB and more go out brotli- or gzip-compressed, as TMDB's do: a first visit's
  // lists are ~9 KB of JSON each, ~2 KB compressed. Public data only, so no secret shares a
  // compressed body with what a request echoes. Only /ww/match takes a body, plain JSON: nothing
  // to decompress.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], globalDecompression: false });
  // Every answer, compressed or not (too small, or asked for plain): a shared cache must not hand
  // the plain copy it kept for one client to every other.
  app.addHook('onRequest', async (_request, reply) => {
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  });
  const source = options.source ?? catalogSourceFromEnv();
  if (app.hasDecorator('operations')) {
    source.observe?.(app.operations);
    app.operations.readiness.require('catalog', () => source.ready?.() ?? true);
  }
  const inboundLimit = options.inboundLimit ?? inboundLimitFromEnv(process.env);
  if (inboundLimit) await limitInbound(app, inboundLimit);
  registerCatalogRoutes(app, {
    source,
    images: source instanceof OfflineSource ? source : undefined,
    publicUrl: options.publicUrl ?? httpUrlSetting(process.env, 'CATALOG_PUBLIC_URL'),
    responseCache: options.responseCache,
    inboundLimit,
    today: catalogClock(
      options.today ?? catalogDayFromEnv(process.env, isProductionEnv() ? 'production' : 'local'),
    ),
  });
};
