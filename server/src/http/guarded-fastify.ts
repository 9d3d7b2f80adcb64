import Fastify, { type FastifyInstance } from 'fastify';
import { refuseForeignHosts } from './allowed-hosts.js';
import { MAX_URL_BYTES, refuseLongUrls } from './url-length-limit.js';

export interface GuardOptions {
  logger?: boolean;
  /** Host names served (see `allowedHostsFromEnv`); any other Host gets 403. */
  allowedHosts: string[];
}

/**
 * A Fastify server with the guards every WatchWhere process puts before its routes: only our
 * host names, no URL over 8 KB. Path parameters may be as long as any URL we take, so a long id
 * gets the route's own 404 and a long URL our 414 rather than Fastify's own error body.
 */
export function guardedFastify(options: GuardOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: false,
    routerOptions: { maxParamLength: MAX_URL_BYTES },
  });
  refuseForeignHosts(app, options.allowedHosts);
  refuseLongUrls(app);
  return app;
}
