import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { nameRoute, observe, operatedFastifyOptions, type Operations } from 'observability';
import { pageRequestOf } from './page-request.js';
import { renderShellHtml, type PageRequest } from './shell-html.js';
import { createPageCache, type SentPage } from './page-cache.js';
import type { PageCacheResult } from './page-observer.js';
import type { PageCall, ShellPage } from './shell-page.js';

export interface StaticSiteOptions {
  /** Folder with the production build (with .gz/.br siblings written by the build). */
  root: string;
  /** The URL path the folder is served at (default `/`). */
  prefix?: string;
  /**
   * Every file is immutable (a release folder, named by its id): cached for a year. Otherwise only
   * content-hashed names are, and the rest revalidate.
   */
  immutable?: boolean;
  /** Files of the folder never served, by their path under it (e.g. a page server's own code). */
  hidden?: RegExp;
  port: number;
  host?: string;
  /** JSON documents made per request, e.g. `/remotes.json`, served with no-cache. */
  json?: Record<string, () => unknown>;
  /** Sent as `Content-Security-Policy` with the site's HTML pages. */
  contentSecurityPolicy?: string;
  /**
   * Renders the page of every client-side route (`/`, `/index.html` and any path with no file
   * extension, with its query) into the page's template. A render that fails is a 503.
   */
  page?: (page: PageRequest, call: PageCall) => Promise<ShellPage>;
  /**
   * Documents made per request (`robots.txt`, the sitemaps), by route (`/sitemap-titles-:n.xml`):
   * before the build's files of the same name.
   */
  documents?: Record<string, (pathname: string, signal: AbortSignal) => Promise<ServedDocument>>;
  /**
   * With `page`: the page cache's key for a request (null: not cached). A page the render calls
   * cacheable is sent again, for a short while, to requests with the same key.
   */
  pageCacheKey?: (page: PageRequest) => Promise<string | null>;
  /** Told of each page request's page cache result. */
  onPageCache?: (result: PageCacheResult) => void;
  /**
   * The site's log, metrics and readiness: its probes and one log line per request. A site with
   * them drains on close (responses in flight are sent); one without ends every connection at
   * once (a stopped remote is down, not draining).
   */
  operations?: Operations;
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

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Long cache for content-hashed files; revalidate everything a deploy replaces in place. */
function cacheControlFor(filePath: string): string {
  const servedName = path.basename(filePath).replace(/\.(gz|br)$/, '');
  return HASHED_ASSET.test(servedName) ? IMMUTABLE : 'no-cache';
}

/**
 * A path the app renders: a client-side route (no file extension), or its index.html. A control
 * character (`%0A`) is in no route's path: such a request is refused, not rendered.
 */
const isPagePath = (pathname: string) =>
  (path.extname(pathname) === '' || pathname === '/index.html') &&
  !/%[01][0-9a-f]|%7f/i.test(pathname);

const isHtmlPage = (filePath: string) => /\.html(\.(gz|br))?$/.test(filePath);

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const compress = {
  // Quality 5: within a few percent of 11 on a 4 KB page, at a tenth of the CPU per request.
  br: (html: string) =>
    brotliCompressAsync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (html: string) => gzipAsync(html),
};

/** The encoding a client accepts (q-values honoured): brotli, gzip, or none. */
const encodingFor = (acceptEncoding: string | undefined) => {
  const encoding = acceptEncoding ? negotiate(acceptEncoding, ['br', 'gzip']) : null;
  return encoding === 'br' || encoding === 'gzip' ? encoding : undefined;
};

/** A text in an encoding (none: as it is). */
const encoded = async (text: string, encoding: 'br' | 'gzip' | undefined) =>
  encoding ? compress[encoding](text) : Buffer.from(text);

/** The route every page is counted under: the app's own route is in the render's log line. */
const PAGE_ROUTE = '(page)';

const UNAVAILABLE = 'WatchWhere is unavailable right now. Please try again in a moment.\n';

/** A rendered page as it goes out (none: the render failed, a 503). */
async function sentPageOf(
  rendered: ShellPage | undefined,
  encoding: 'br' | 'gzip' | undefined,
): Promise<SentPage> {
  if (!rendered)
    return { status: 503, type: 'text/plain; charset=utf-8', body: Buffer.from(UNAVAILABLE) };
  if ('redirect' in rendered) {
    const status = rendered.permanent ? 301 : 302;
    return { status, redirect: rendered.redirect, body: Buffer.alloc(0) };
  }
  const html = renderShellHtml(rendered.template, rendered.head);
  return { status: rendered.status, encoding, body: await encoded(html, encoding) };
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

/** Serves one app's build as if deployed on its own origin: compressed, cached, CORS on. */
export async function startStaticSite(options: StaticSiteOptions): Promise<StaticSite> {
  if (!existsSync(options.root)) throw new Error(`No build at ${options.root}: run pnpm build`);
  const { operations } = options;
  const app: FastifyInstance = operations
    ? Fastify(operatedFastifyOptions(operations))
    : Fastify({ logger: false, forceCloseConnections: true });
  if (operations) observe(app, operations);
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
      reply.header('Cache-Control', 'no-cache').send(await document()),
    );
  }
  for (const [route, make] of Object.entries(options.documents ?? {})) {
    app.get(route, async (request, reply) => {
      const signal = abortWhenGone(request, reply);
      const document = await make(request.url.split('?')[0]!, signal);
      if (signal.aborted) return reply;
      const encoding = encodingFor(request.headers['accept-encoding']);
      const body = await encoded(document.body, encoding);
      if (encoding) reply.header('Content-Encoding', encoding);
      return varyOn(reply, 'Accept-Encoding')
        .code(document.status)
        .header('Cache-Control', document.cacheControl)
        .type(document.type)
        .send(body);
    });
  }
  const renderPage = options.page;
  const pageCache = createPageCache();
  /** Sends a page (none: its visitor has gone, and nothing more is done for them). */
  const sendPage = (reply: FastifyReply, sent: SentPage | null): void => {
    if (!sent) {
      reply.hijack();
      reply.raw.destroy();
      return;
    }
    // The page's render depends on the app's cookies, the language's region and a phone's
    // User-Agent: a shared cache keeps them apart.
    varyOn(reply, 'Accept-Encoding', 'Cookie', 'Accept-Language', 'User-Agent').header(
      'Cache-Control',
      'no-cache',
    );
    if (sent.redirect) {
      reply.redirect(sent.redirect, sent.status === 301 ? 301 : 302);
      return;
    }
    if (sent.encoding) reply.header('Content-Encoding', sent.encoding);
    if (options.contentSecurityPolicy)
      reply.header('Content-Security-Policy', options.contentSecurityPolicy);
    reply
      .code(sent.status)
      .type(sent.type ?? 'text/html; charset=utf-8')
      .send(sent.body);
  };
  /** A page from the page cache, or rendered (and kept there when whole). */
  const pageFor = async (page: PageRequest, request: FastifyRequest, reply: FastifyReply) => {
    const encoding = encodingFor(request.headers['accept-encoding']);
    const key = await options.pageCacheKey?.(page);
    const cacheKey = key && `${encoding ?? 'identity'} ${key}`;
    const cached = cacheKey ? pageCache.get(cacheKey) : undefined;
    options.onPageCache?.(cached ? 'hit' : cacheKey ? 'miss' : 'bypass');
    if (cached) return cached;
    // A visitor who goes away before the page is ready stops its render.
    const signal = abortWhenGone(request, reply);
    const call = { signal, requestId: request.id, log: request.log };
    const rendered = await renderPage!(page, call).catch((error: Error) => {
      request.log.error({ err: error }, 'page not rendered');
      return undefined;
    });
    if (signal.aborted) return null;
    const sent = await sentPageOf(rendered, encoding);
    if (cacheKey && rendered?.cacheable) pageCache.set(cacheKey, sent);
    return sent;
  };
  if (renderPage) {
    // Pages go straight to their render: no looking for a file of that name first. The hook
    // answers the request itself (the reply is sent, never returned: it is a thenable).
    app.addHook('onRequest', async (request, reply) => {
      if (!['GET', 'HEAD'].includes(request.method)) return;
      // A route of its own (a probe, /metrics) is not a page; the files' wildcard is.
      const matched = request.routeOptions.url;
      if (matched && !matched.endsWith('*')) return;
      const page = pageRequestOf(request.url, request.headers);
      if (!isPagePath(page.pathname)) return;
      nameRoute(request, PAGE_ROUTE);
      sendPage(reply, await pageFor(page, request, reply));
    });
  }
  const hidden = options.hidden;
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: options.prefix ?? '/',
    preCompressed: true,
    cacheControl: false,
    ...(hidden && { allowedPath: (pathName: string) => !hidden.test(pathName) }),
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', options.immutable ? IMMUTABLE : cacheControlFor(filePath));
      if (options.contentSecurityPolicy && isHtmlPage(filePath))
        reply.header('Content-Security-Policy', options.contentSecurityPolicy);
    },
  });
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ error: 'Not Found' }));
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port, host });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://localhost:${port}`, close: () => app.close() };
}
