import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyServerOptions,
} from 'fastify';
import type { ServerMetrics } from './metrics.js';
import type { Operations } from './operations.js';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id.js';
import { OneLinePerRequest, routeOf } from './request-log.js';

/** Fastify's options for a server we operate: our logger (or none) and our request ids. */
export function operatedFastifyOptions({ logger }: Pick<Operations, 'logger'>) {
  // Typed as Fastify's logger, so the server's type is the one plugins are written for.
  const loggerInstance: FastifyBaseLogger | undefined = logger;
  return {
    ...(loggerInstance ? { loggerInstance } : { logger: false }),
    logController: new OneLinePerRequest(),
    genReqId: requestIdOf,
  } satisfies FastifyServerOptions;
}

/**
 * Adds what an operator sees to a server, before its routes: `/healthz`, `/readyz`, (locally)
 * `/metrics`, the request id echoed, and each request's duration.
 */
export function observe(app: FastifyInstance, options: Operations): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    // Stopping: a kept-alive client must open its next connection elsewhere, not on this one.
    if (options.readiness.draining()) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request, reply) => {
    options.metrics.httpRequestDuration.observe(
      { method: request.method, route: routeOf(request), status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/healthz', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'up' }),
  );
  app.get('/readyz', async (_request, reply) => {
    const missing = await options.readiness.missing();
    reply.header('cache-control', 'no-store');
    if (missing.length === 0) return reply.send({ status: 'ready' });
    return reply.code(503).send({ status: 'unavailable', missing });
  });
  if (options.metricsPlacement.onMainPort) app.get('/metrics', metricsHandler(options.metrics));
}

/** Prometheus text of a server's registry. */
export function metricsHandler({ registry }: ServerMetrics) {
  return async (_request: unknown, reply: FastifyReply) =>
    reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
}
