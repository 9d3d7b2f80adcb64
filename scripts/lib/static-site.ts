import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';

export interface StaticSiteOptions {
  /** Folder with the production build (with .gz/.br siblings written by the build). */
  root: string;
  port: number;
  host?: string;
  /** Serve index.html for unknown paths (the shell's client-side routes). */
  spa?: boolean;
  /** JSON documents computed at start-up, e.g. `/remotes.json`, served with no-cache. */
  json?: Record<string, () => unknown>;
  /** Sent as `Content-Security-Policy` with the site's HTML pages. */
  contentSecurityPolicy?: string;
}

export interface StaticSite {
  url: string;
  close(): Promise<void>;
}

const HASHED_ASSET = /\.[0-9a-f]{8}\.(js|css|svg|png|woff2?)$/;

/** Long cache for content-hashed files; revalidate everything a deploy replaces in place. */
function cacheControlFor(filePath: string): string {
  const servedName = path.basename(filePath).replace(/\.(gz|br)$/, '');
  return HASHED_ASSET.test(servedName) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

const isHtmlPage = (filePath: string) => /\.html(\.(gz|br))?$/.test(filePath);

/** Serves one app's build as if deployed on its own origin: compressed, cached, CORS on. */
export async function startStaticSite(options: StaticSiteOptions): Promise<StaticSite> {
  if (!existsSync(options.root)) throw new Error(`No build at ${options.root}: run pnpm build`);
  const app: FastifyInstance = Fastify({ logger: false });
  await app.register(fastifyCors, { origin: true });
  for (const [route, document] of Object.entries(options.json ?? {})) {
    app.get(route, async (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').send(document()),
    );
  }
  await app.register(fastifyStatic, {
    root: options.root,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', cacheControlFor(filePath));
      if (options.contentSecurityPolicy && isHtmlPage(filePath))
        reply.header('Content-Security-Policy', options.contentSecurityPolicy);
    },
  });
  if (options.spa) {
    app.setNotFoundHandler((request, reply) => {
      if (
        !['GET', 'HEAD'].includes(request.method) ||
        path.extname(request.url.split('?')[0] ?? '') !== ''
      ) {
        return reply.code(404).send({ error: 'Not Found' });
      }
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    });
  }
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port, host });
  return { url: `http://localhost:${options.port}`, close: () => app.close() };
}
