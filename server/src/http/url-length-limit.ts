import type { FastifyInstance } from 'fastify';

/** Longest URL (path and query) any route accepts; a 200-character search in any script needs < 2.5 KB. */
export const MAX_URL_BYTES = 8192;

/**
 * Answers 414 to any request whose URL is longer than `maxBytes`, before any route reads it. Node
 * itself refuses a request line and headers over 16 KB (431), so this covers what lies between.
 */
export function refuseLongUrls(app: FastifyInstance, maxBytes = MAX_URL_BYTES): void {
  app.addHook('onRequest', async (request, reply) => {
    const bytes = Buffer.byteLength(request.raw.url ?? '');
    if (bytes <= maxBytes) return;
    return reply
      .code(414)
      .header('cache-control', 'no-store')
      .send({
        code: 'url_too_long',
        message: `The URL is ${bytes} bytes long; this server accepts at most ${maxBytes}.`,
      });
  });
}
