import Fastify, { type FastifyInstance } from 'fastify';
import { observe, operatedFastifyOptions, type Operations } from 'observability';
import { refuseForeignHosts } from './allowed-hosts.js';
import { MAX_URL_BYTES, refuseLongUrls } from './url-length-limit.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This server's log, metrics and readiness (what its routes add to). */
    operations: Operations;
  }
}

export interface GuardOptions {
  operations: Operations;
  /** Host names served (see `allowedHostsFromEnv`); any other Host gets 403. */
  allowedHosts: string[];
}

/**
 * A Fastify server with what every WatchWhere process puts before its routes: its probes,
 * metrics and request log, only our host names (probes excepted), no URL over 8 KB. Path
 * parameters may be as long as any URL we take, so a long id gets the route's own 404 and a long
 * URL our 414 rather than Fastify's own error body.
 */
export function guardedFastify(options: GuardOptions): FastifyInstance {
  const app = Fastify({
    ...operatedFastifyOptions(options.operations),
    trustProxy: false,
    routerOptions: { maxParamLength: MAX_URL_BYTES },
  });
  app.decorate('operations', options.operations);
  observe(app, options.operations);
  refuseForeignHosts(app, options.allowedHosts);
  refuseLongUrls(app);
  return app;
}
