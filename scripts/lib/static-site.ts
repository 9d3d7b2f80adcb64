import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { pageRequestOf } from './page-request.js';
import { renderShellHtml, type PageRequest } from './shell-html.js';
import type { ShellPage } from './shell-page.js';

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
  /**
   * With `spa`: renders `index.html` per request with this page (`/`, `/index.html` and every
   * client-side route, with its query) instead of sending the file as it is.
   */
  page?: (page: PageRequest, signal: AbortSignal) => Promise<ShellPage>;
  /**
   * Documents made per request (`robots.txt`, the sitemaps), by route (`/sitemap-titles-:n.xml`):
   * before the build's files of the same name.
   */
  documents?: Record<string, (pathname: string, signal: AbortSignal) => Promise<ServedDocument>>;
}

/** A document made per request. */
export interface ServedDocument {
  status: 200 | 404 | 503;
  type: string;
  body: string;
  cacheControl: string;
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

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const compress = {
  // Quality 5: within a few percent of 11 on a 4 KB page, at a tenth of the CPU per request.
  br: (html: string) =>
    brotliCompressAsync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (html: string) => gzipAsync(html),
};

/** A rendered page as the client accepts it (q-values honoured): brotli, gzip or plain. */
async function encodedFor(acceptEncoding: string | undefined, html: string) {
  const encoding = acceptEncoding ? negotiate(acceptEncoding, ['br', 'gzip']) : null;
  if (encoding === 'br' || encoding === 'gzip') {
    return { encoding, body: await compress[encoding](html) };
  }
  return { encoding: undefined, body: Buffer.from(html) };
}

/** Stops `signal` when the request's client goes away before the answer is sent. */
function abortWhenGone(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const visitor = new AbortController();
  request.raw.once('close', () => {
    if (!reply.sent) visitor.abort();
  });
  return visitor.signal;
}

/** Adds to a response's `Vary` (CORS has already put `Origin` there) instead of replacing it. */
function varyOn(reply: FastifyReply, ...headers: string[]) {
  const current = reply.getHeader('Vary');
  return reply.header('Vary', [current, ...headers].filter(Boolean).join(', '));
}

/**
 * A file's content, read again whenever it changes: a shell rebuilt under a running page server
 * names its new files at once (its server build is picked up live too).
 */
function latestFile(file: string): () => string {
  let read: { mtimeMs: number; text: string } | undefined;
  return () => {
    const { mtimeMs } = statSync(file);
    if (read?.mtimeMs !== mtimeMs) read = { mtimeMs, text: readFileSync(file, 'utf8') };
    return read.text;
  };
}

/** Serves one app's build as if deployed on its own origin: compressed, cached, CORS on. */
export async function startStaticSite(options: StaticSiteOptions): Promise<StaticSite> {
  if (!existsSync(options.root)) throw new Error(`No build at ${options.root}: run pnpm build`);
  const app: FastifyInstance = Fastify({ logger: false });
  await app.register(fastifyCors, { origin: true });
  app.addHook('onRequest', async (_request, reply) => {
    // Files are what their type says (no sniffing a JSON answer into a script); links from the
    // app tell other sites the origin, never the page.
    reply
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'strict-origin-when-cross-origin');
  });
  for (const [route, document] of Object.entries(options.json ?? {})) {
    app.get(route, async (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').send(document()),
    );
  }
  for (const [route, make] of Object.entries(options.documents ?? {})) {
    app.get(route, async (request, reply) => {
      const signal = abortWhenGone(request, reply);
      const document = await make(request.url.split('?')[0]!, signal);
      if (signal.aborted) return reply;
      const { encoding, body } = await encodedFor(
        request.headers['accept-encoding'],
        document.body,
      );
      if (encoding) reply.header('Content-Encoding', encoding);
      return varyOn(reply, 'Accept-Encoding')
        .code(document.status)
        .header('Cache-Control', document.cacheControl)
        .type(document.type)
        .send(body);
    });
  }
  const renderPage = options.spa ? options.page : undefined;
  const readTemplate = renderPage && latestFile(path.join(options.root, 'index.html'));
  await app.register(fastifyStatic, {
    root: options.root,
    preCompressed: true,
    cacheControl: false,
    // A rendered index.html goes through the not-found handler below, like every client route.
    ...(renderPage && {
      allowedPath: (pathname: string) => !['/', '/index.html'].includes(pathname),
    }),
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', cacheControlFor(filePath));
      if (options.contentSecurityPolicy && isHtmlPage(filePath))
        reply.header('Content-Security-Policy', options.contentSecurityPolicy);
    },
  });
  if (options.spa) {
    app.setNotFoundHandler(async (request, reply) => {
      const page = pageRequestOf(request.url, request.headers);
      const { pathname } = page;
      const isPage =
        path.extname(pathname) === '' || (renderPage !== undefined && pathname === '/index.html');
      if (!['GET', 'HEAD'].includes(request.method) || !isPage) {
        return reply.code(404).send({ error: 'Not Found' });
      }
      const template = readTemplate?.();
      if (!renderPage || template === undefined) {
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      }
      // A visitor who goes away before the page is ready stops its render.
      const signal = abortWhenGone(request, reply);
      // A page that cannot be rendered (it never should) goes out for the browser to render.
      const rendered = await renderPage(page, signal).catch(() => undefined);
      if (signal.aborted) return reply;
      if (rendered && 'redirect' in rendered) {
        return varyOn(reply, 'Cookie')
          .header('Cache-Control', 'no-cache')
          .redirect(rendered.redirect, 302);
      }
      const html = rendered ? renderShellHtml(template, rendered.head) : template;
      const { encoding, body } = await encodedFor(request.headers['accept-encoding'], html);
      if (encoding) reply.header('Content-Encoding', encoding);
      if (options.contentSecurityPolicy)
        reply.header('Content-Security-Policy', options.contentSecurityPolicy);
      // The page's render depends on the app's cookies: a shared cache keeps them apart.
      return varyOn(reply, 'Accept-Encoding', 'Cookie')
        .code(rendered?.status ?? 200)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(body);
    });
  }
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port, host });
  return { url: `http://localhost:${options.port}`, close: () => app.close() };
}
