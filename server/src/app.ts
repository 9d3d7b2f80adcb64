import Fastify, { type FastifyInstance } from 'fastify';
import { catalogPlugin } from './catalog/index.js';
import { supabasePlugin } from './supabase/index.js';

export interface ServerOptions {
  logger?: boolean;
}

/** The whole backend: local Supabase (/auth/v1, /rest/v1, /functions/v1) and the catalog (/catalog/3/...). */
export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  await app.register(supabasePlugin);
  await app.register(catalogPlugin, { prefix: '/catalog' });
  return app;
}
