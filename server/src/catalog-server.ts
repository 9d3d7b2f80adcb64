import type { FastifyInstance } from 'fastify';
import { createOperations } from 'observability';
import {
  catalogPlugin,
  catalogSourceFromEnv,
  type CatalogSource,
  type InboundLimit,
} from './catalog/index.js';
import { allowedHostsFromEnv } from './http/allowed-hosts.js';
import { guardedFastify } from './http/guarded-fastify.js';

export interface CatalogServerOptions {
  logger?: boolean;
  /** Default: local names, ALLOWED_HOSTS and the configured public URLs' hosts, as the backend. */
  allowedHosts?: string[];
  /** Default: real TMDB when TMDB_API_KEY or TMDB_READ_TOKEN is set, else the offline catalog. */
  source?: CatalogSource;
  /** Build the offline search index before serving, so the first search answers at once. */
  warmCatalog?: boolean;
  /** Default: CATALOG_RATE_LIMIT and CATALOG_INTERNAL_TOKEN (none locally unless set). */
  inboundLimit?: InboundLimit;
}

/**
 * The catalog alone (`/catalog/...`), as production runs it: the backend's host and URL guards and
 * its catalog routes, with no database and no data folder, so any number can run side by side.
 */
export async function buildCatalogServer(
  options: CatalogServerOptions = {},
): Promise<FastifyInstance> {
  const app = guardedFastify({
    operations: createOperations({ service: 'catalog', log: options.logger }),
    allowedHosts: options.allowedHosts ?? allowedHostsFromEnv(),
  });
  const source = options.source ?? catalogSourceFromEnv();
  if (options.warmCatalog) source.warm?.();
  await app.register(catalogPlugin, {
    prefix: '/catalog',
    source,
    inboundLimit: options.inboundLimit,
  });
  return app;
}
