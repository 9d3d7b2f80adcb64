import { isIP } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { InvalidSettingError } from 'deployment-env';
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
 * TRUST_PROXY: the proxies (addresses or CIDR ranges, comma-separated) whose X-Forwarded-For
 * names the client; unset, none, and a client is its socket's address. Anything else names it.
 */
export function trustedProxiesFrom(env: NodeJS.ProcessEnv): string[] | false {
  const setting = env.TRUST_PROXY?.trim();
  if (!setting) return false;
  const proxies = setting.split(',').map((entry) => entry.trim());
  const bad = proxies.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined) {
    throw new InvalidSettingError(
      `TRUST_PROXY must be addresses or CIDR ranges, comma-separated (10.0.0.0/8,::1), not "${bad}"`,
    );
  }
  return proxies;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return (
    bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128))
  );
}

/**
 * A Fastify server with what every WatchWhere process puts before its routes: its probes,
 * metrics and request log, only our host names (probes excepted), no URL over 8 KB, and the
 * client's address as TRUST_PROXY says (`request.ip`, which the catalog's limit counts by). Path
 * parameters may be as long as any URL we take, so a long id gets the route's own 404 and a long
 * URL our 414 rather than Fastify's own error body.
 */
export function guardedFastify(options: GuardOptions): FastifyInstance {
  const app = Fastify({
    ...operatedFastifyOptions(options.operations),
    trustProxy: trustedProxiesFrom(process.env),
    routerOptions: { maxParamLength: MAX_URL_BYTES },
  });
  app.decorate('operations', options.operations);
  observe(app, options.operations);
  refuseForeignHosts(app, options.allowedHosts);
  refuseLongUrls(app);
  return app;
}
