import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requireApiKey, resolveCaller } from '../caller.js';
import type { SigningKeys } from '../keys.js';
import { edgeFunctionNames, openFunctionNames, type DenoFunctions } from './deno-functions.js';

/**
 * Headers not handed on either way: those of one hop (fetch and the server set them again), the
 * encoding (the function's answer arrives decoded), and the caller's address, which this gateway
 * sets itself.
 */
const HOP_HEADERS = new Set([
  'connection',
  'content-length',
  'content-encoding',
  'host',
  'keep-alive',
  'transfer-encoding',
  'accept-encoding',
  'x-forwarded-for',
]);

/** The platform's request timeout: a function that answers nothing by then fails the call. */
const FUNCTION_TIMEOUT_MS = 150_000;

/**
 * /functions/v1/<name> and the paths under it handed to the function's Deno process, as the
 * platform's gateway does: an API key and a valid JWT required (401 otherwise) unless config.toml
 * turns that off, then the path after /functions/v1 and the body as sent, the caller's headers,
 * and the caller's address in x-forwarded-for.
 */
export const denoProxyPlugin: FastifyPluginAsync<{
  functions: () => DenoFunctions | undefined;
  keys: SigningKeys;
}> = async (app, { functions, keys }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  const open = openFunctionNames();
  for (const name of edgeFunctionNames()) {
    const verifyJwt = !open.includes(name);
    const handOn = async (request: FastifyRequest, reply: FastifyReply) => {
      if (verifyJwt) {
        const apiKey = await requireApiKey(request, keys);
        const caller = await resolveCaller(request, keys, apiKey).catch(() => undefined);
        if (!caller) return reply.status(401).send({ msg: 'Invalid JWT' });
      }
      const running = functions();
      if (!running) return reply.status(503).send({ error: 'The edge functions are starting' });
      const headers = new Headers();
      for (const [header, value] of Object.entries(request.headers))
        if (!HOP_HEADERS.has(header) && value !== undefined)
          headers.set(header, Array.isArray(value) ? value.join(', ') : value);
      headers.set('x-forwarded-for', request.ip);
      const bodiless = request.method === 'GET' || request.method === 'HEAD';
      const answer = await fetch(
        `${running.originOf(name)}${request.url.slice(app.prefix.length)}`,
        {
          method: request.method,
          headers,
          body: bodiless ? undefined : ((request.body as string | undefined) ?? ''),
          redirect: 'manual',
          signal: AbortSignal.timeout(FUNCTION_TIMEOUT_MS),
        },
      );
      reply.status(answer.status);
      answer.headers.forEach((value, header) => {
        if (!HOP_HEADERS.has(header)) reply.header(header, value);
      });
      return reply.send(Buffer.from(await answer.arrayBuffer()));
    };
    app.all(`/${name}`, handOn);
    app.all(`/${name}/*`, handOn);
  }
};
