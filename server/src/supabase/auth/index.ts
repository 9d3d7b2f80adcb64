import type { FastifyPluginAsync } from 'fastify';
import { requireApiKey } from '../caller.js';
import type { SupabaseContext } from '../context.js';
import { registerAdminRoutes } from './admin-routes.js';
import { registerEmailRoutes } from './email-routes.js';
import { registerMetaRoutes } from './meta-routes.js';
import { registerOAuthRoutes } from './oauth-routes.js';
import { createAuthLimiters } from './rate-limit.js';
import { registerTokenRoutes } from './token-routes.js';
import { registerUserRoutes } from './user-routes.js';

// Opened by the browser itself (redirects, mailed links, consent form): no API key, as on Supabase.
const openPaths = ['/authorize', '/verify', '/simulated-oauth/', '/health', '/.well-known/'];

/** GoTrue-compatible auth, mounted at /auth/v1. */
export const authPlugin: FastifyPluginAsync<{ ctx: SupabaseContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', async (request, reply) => {
    // supabase-js reads `error.code` from the body only when the response carries this version.
    reply.header('x-supabase-api-version', '2024-01-01');
    const path = request.url.slice(app.prefix.length);
    if (!openPaths.some((open) => path.startsWith(open))) await requireApiKey(request, ctx.keys);
  });
  const limiters = createAuthLimiters(ctx.auth.rateLimits);
  registerMetaRoutes(app, ctx);
  registerEmailRoutes(app, ctx, limiters);
  registerTokenRoutes(app, ctx, limiters);
  registerUserRoutes(app, ctx);
  registerAdminRoutes(app, ctx);
  // The simulated Google/Apple sign-in is a local stand-in: production has no such routes (404).
  if (ctx.mode === 'local') registerOAuthRoutes(app, ctx, limiters);
};
