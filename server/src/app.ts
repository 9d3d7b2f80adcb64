import type { FastifyInstance } from 'fastify';
import { createOperations } from 'observability';
import { catalogPlugin, catalogSourceFromEnv, titleLookupFor } from './catalog/index.js';
import { catalogClock, catalogDayFromEnv } from './catalog/clock.js';
import { isProductionEnv } from 'deployment-env';
import { watchDatabase } from './db/watch-database.js';
import { allowedHostsFromEnv } from './http/allowed-hosts.js';
import { guardedFastify } from './http/guarded-fastify.js';
import type { SupabaseContext } from './supabase/context.js';
import type { DenoFunctions } from './supabase/functions/deno-functions.js';
import { supabasePlugin } from './supabase/index.js';

export interface ServerOptions {
  logger?: boolean;
  /**
   * The local Supabase's database, keys and auth settings (see `createSupabaseContext`).
   * Without it only the catalog is served, so catalog tests need no database.
   */
  supabase?: SupabaseContext;
  /** Host names served (default: local names, ALLOWED_HOSTS and the configured public URLs' hosts). */
  allowedHosts?: string[];
  /**
   * A fixed UTC day (YYYY-MM-DD) the catalog answers as of (tests). Default: WATCHWHERE_NOW in local
   * mode, else the server clock's day.
   */
  catalogToday?: string;
  /** Prepare the catalog before serving (its search index): the first search answers at once. */
  warmCatalog?: boolean;
  /** The edge functions run by Deno, once started (see `startBackend`); else in-process. */
  denoFunctions?: () => DenoFunctions | undefined;
}

/** The whole backend: local Supabase (/auth/v1, /rest/v1, /functions/v1, /inbox) and the catalog (/catalog/3/...). */
export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const app = guardedFastify({
    operations: createOperations({ service: 'backend', log: options.logger }),
    allowedHosts: options.allowedHosts ?? allowedHostsFromEnv(),
  });
  // One catalog for the /catalog routes and the functions that look titles up.
  const catalog = catalogSourceFromEnv();
  if (options.warmCatalog) catalog.warm?.();
  const mode = options.supabase?.mode ?? (isProductionEnv() ? 'production' : 'local');
  const today = options.catalogToday ?? catalogDayFromEnv(process.env, mode);
  if (options.supabase) {
    watchDatabase(app, options.supabase.db);
    await app.register(supabasePlugin, {
      ctx: options.supabase,
      titles: titleLookupFor(catalog),
      alerts: { catalog, today: catalogClock(today) },
      denoFunctions: options.denoFunctions,
    });
  }
  await app.register(catalogPlugin, { prefix: '/catalog', source: catalog, today });
  return app;
}
