import Fastify, { type FastifyInstance } from 'fastify';
import { catalogPlugin } from './catalog/index.js';
import type { SupabaseContext } from './supabase/context.js';
import { supabasePlugin } from './supabase/index.js';

export interface ServerOptions {
  logger?: boolean;
  /**
   * The local Supabase's database, keys and auth settings (see `createSupabaseContext`).
   * Without it only the catalog is served, so catalog tests need no database.
   */
  supabase?: SupabaseContext;
}

/** The whole backend: local Supabase (/auth/v1, /rest/v1, /functions/v1, /inbox) and the catalog (/catalog/3/...). */
export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: false });
  if (options.supabase) await app.register(supabasePlugin, { ctx: options.supabase });
  await app.register(catalogPlugin, { prefix: '/catalog' });
  return app;
}
