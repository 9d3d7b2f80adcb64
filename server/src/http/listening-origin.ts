import type { FastifyInstance } from 'fastify';

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
