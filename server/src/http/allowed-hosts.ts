import type { FastifyInstance } from 'fastify';
import { isProbe } from 'observability';

const localHostnames = ['localhost', '127.0.0.1', '[::1]'];

/** `localhost`, `127.0.0.1`, `[::1]`, the hosts of the configured public URLs and `ALLOWED_HOSTS` (comma-separated). */
export function allowedHostsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const listed = (env.ALLOWED_HOSTS ?? '').split(',');
  const fromUrls = [env.API_EXTERNAL_URL, env.CATALOG_PUBLIC_URL].map((url) => hostnameOf(url));
  return [...localHostnames, ...listed, ...fromUrls]
    .map((host) => (host ?? '').trim().toLowerCase())
    .filter((host) => host !== '');
}

function hostnameOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}

/** The name in a Host header (`name`, `name:port`, `[v6]:port`); anything else is not a host. */
function hostnameOfHeader(host: string): string | undefined {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i.exec(host);
  return match?.[1]?.toLowerCase();
}

/**
 * Refuses any request whose Host is not one of ours. A page on another name that resolves to this
 * machine (DNS rebinding) is then same-origin with nothing here, so it can read nothing.
 */
export function refuseForeignHosts(app: FastifyInstance, allowedHosts: string[]): void {
  const allowed = new Set(allowedHosts.map((host) => host.toLowerCase()));
  app.addHook('onRequest', async (request, reply) => {
    if (isProbe(request.url)) return;
    const hostname = hostnameOfHeader(request.headers.host ?? '');
    if (hostname && allowed.has(hostname)) return;
    return reply
      .code(403)
      .header('cache-control', 'no-store')
      .send({
        code: 'host_not_allowed',
        message: `Host "${request.headers.host ?? ''}" is not allowed here; add it to ALLOWED_HOSTS to serve it.`,
      });
  });
}
