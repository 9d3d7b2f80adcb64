import type { FastifyInstance } from 'fastify';
import { isIPv6 } from 'node:net';

/**
 * The origin this server listens on, from its socket, never from the request's Host header: the
 * default for links it mails and URLs it hands out when no public URL is configured.
 */
export function listeningOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') return 'http://localhost';
  const host = ['0.0.0.0', '::'].includes(address.address)
    ? 'localhost'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

/** A URL that reaches a server listening on `host`: a loopback address when it listens on all. */
export function originToReach(host: string, port: number): string {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${isIPv6(reachable) ? `[${reachable}]` : reachable}:${port}`;
}
