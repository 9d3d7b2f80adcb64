import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { alertEngineFor, type AlertEngineSource } from '../alerts/alert-engine.js';
import { scheduleHourlyAlerts } from '../alerts/alert-schedule.js';
import type { TitleLookup } from '../catalog/title-lookup.js';
import { authPlugin } from './auth/index.js';
import type { SupabaseContext } from './context.js';
import {
  corsAllowedHeaders,
  corsExposedHeaders,
  isAllowedOrigin,
  isBrowserOnlyPath,
} from './cors.js';
import type { DenoFunctions } from './functions/deno-functions.js';
import { functionsPlugin } from './functions/index.js';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE,
  isDatabaseUnavailable,
} from '../db/database-unavailable.js';
import { unstorableInput } from '../http/unstorable-input.js';
import { HttpError } from './http-error.js';
import { inboxPlugin } from './inbox/index.js';
import { restPlugin } from './rest/index.js';

/** The local Supabase: /auth/v1, /rest/v1, /functions/v1 and the mail inbox at /inbox. */
export const supabasePlugin: FastifyPluginAsync<{
  ctx: SupabaseContext;
  titles: TitleLookup;
  alerts: AlertEngineSource;
  denoFunctions?: () => DenoFunctions | undefined;
}> = async (app, { ctx, titles, alerts, denoFunctions }) => {
  await app.register(cors, {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      const allowed =
        !isBrowserOnlyPath(request.url) && (!origin || isAllowedOrigin(origin, ctx.auth.siteUrls));
      callback(null, {
        origin: allowed,
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
        allowedHeaders: corsAllowedHeaders,
        exposedHeaders: corsExposedHeaders,
        maxAge: 600,
      });
    },
  });
  await app.register(formbody);

  // supabase-js sends `Content-Type: application/json` on bodiless POSTs (logout, function invoke).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(null, undefined);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(
        new HttpError(400, {
          code: 'PGRST102',
          message: 'Invalid JSON body',
          details: null,
          hint: null,
        }),
        undefined,
      );
    }
  });

  app.addHook('preValidation', async (request) => {
    const problem = request.url.includes('%00')
      ? 'Text must not contain NUL characters (\\u0000)'
      : (unstorableInput(request.query) ?? unstorableInput(request.body));
    if (problem) throw new HttpError(400, { code: 'validation_failed', message: problem });
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.status).send(error.body);
    const status = error.statusCode ?? 500;
    if (status < 500)
      return reply
        .status(status)
        .send({ code: error.code ?? 'bad_request', message: error.message });
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ code: 'database_unavailable', message: DATABASE_UNAVAILABLE });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: 'unexpected_failure', message: 'Internal server error' });
  });

  await app.register(authPlugin, { prefix: '/auth/v1', ctx });
  await app.register(restPlugin, { prefix: '/rest/v1', ctx });
  const runAlerts = alertEngineFor(ctx, alerts, { registry: app.operations.metrics.registry });
  await app.register(functionsPlugin, {
    prefix: '/functions/v1',
    ctx,
    titles,
    runAlerts,
    catalog: alerts,
    deno: denoFunctions,
  });
  // Locally the backend is its own scheduler; a hosted project has pg_cron (supabase/README.md).
  if (ctx.mode === 'local') scheduleHourlyAlerts(app, runAlerts);
  // The mail inbox is a local stand-in: production has no such route (404).
  if (ctx.mode === 'local') await app.register(inboxPlugin, { prefix: '/inbox', ctx });
};
