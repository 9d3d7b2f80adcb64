import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';
import { renderedPageHead } from './rendered-page-head.js';
import type { PageRequest } from './shell-html.js';
import type { PageCall, ShellPage } from './shell-page.js';
import { startStaticSite, type StaticSite } from './static-site.js';

// The shell's server with a page renderer.
let renderStopped = false;
/** Renders per path, to tell a cached page from a rendered one. */
const renders = new Map<string, number>();
const SITE_URL = 'https://watch.example';
const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="Generic.">' +
  '<title>WatchWhere</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>';

let root: string;
let site: StaticSite;
let port: number;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: free } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return free;
}

/**
 * A page renderer standing in for the server render: The Matrix (its title written to test the
 * escaping), a page that is not found, and a renderer that fails. Pages under /whole/ are whole
 * (cacheable), each rendered with its count.
 */
async function renderPage({ pathname }: PageRequest, { signal }: PageCall): Promise<ShellPage> {
  renders.set(pathname, (renders.get(pathname) ?? 0) + 1);
  if (pathname === '/fails') throw new Error('render failed');
  if (pathname === '/EN') return { redirect: '/', permanent: true, cacheable: true };
  if (pathname === '/first-visit') return { redirect: '/de/first-visit', cacheable: true };
  if (pathname === '/slow') {
    await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
    renderStopped = true;
  }
  const notFound = pathname === '/missing';
  const page = {
    title: notFound ? 'Page not found' : 'The </script> "Matrix"',
    head: notFound
      ? { notFound }
      : { jsonLd: { '@type': 'Movie', name: 'The </script> "Matrix"' } },
  };
  const head = renderedPageHead(SITE_URL, pathname, {
    documentTitle: `${page.title} · WatchWhere`,
    page,
  });
  return {
    status: notFound ? 404 : 200,
    cacheable: pathname.startsWith('/whole/'),
    // Each page names its release set's template: a new shell release is used at once.
    template: pathname === '/new-shell' ? TEMPLATE.replace('/main.js', '/main.new.js') : TEMPLATE,
    head: { ...head, app: { html: `<h1>Rendered ${renders.get(pathname)}</h1>`, headHtml: '' } },
  };
}

const textDocument = (status: 200 | 404, body: string) => ({
  status,
  type: 'text/plain; charset=utf-8',
  body,
  cacheControl: 'public, max-age=60',
});

/** A raw GET, so the test can send any Host header. */
function get(pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path: pathname, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body =
            response.headers['content-encoding'] === 'br' ? brotliDecompressSync(raw) : raw;
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: body.toString(),
          });
        });
      });
      request.on('error', reject);
    },
  );
}

const ogUrlOf = (html: string) => /<meta property="og:url" content="([^"]*)">/.exec(html)?.[1];

before(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'static-site-test-'));
  writeFileSync(path.join(root, 'index.html'), TEMPLATE);
  writeFileSync(path.join(root, 'main.js'), 'console.log(1);');
  writeFileSync(path.join(root, 'robots.txt'), 'as built\n');
  port = await freePort();
  site = await startStaticSite({
    root,
    port,
    contentSecurityPolicy: "default-src 'self'",
    page: renderPage,
    pageCacheKey: async ({ pathname, cookies }) =>
      pathname === '/nokey' ? null : pathname + cookies,
    documents: {
      '/robots.txt': async () => textDocument(200, 'made per request\n'),
      '/list-:n.xml': async (pathname) =>
        textDocument(pathname === '/list-1.xml' ? 200 : 404, `${pathname}\n`.repeat(100)),
    },
  });
});

after(async () => {
  await site.close();
  rmSync(root, { recursive: true, force: true });
});

test("a title page's HTML carries its preview, with URLs from the site URL whatever the Host", async () => {
  const page = await get('/movie/603?utm=x', {
    host: 'evil.example',
    'x-forwarded-host': 'evil.example',
  });
  assert.equal(page.status, 200);
  assert.match(String(page.headers['content-type']), /^text\/html/);
  assert.equal(page.headers['content-security-policy'], "default-src 'self'");
  assert.equal(page.headers['cache-control'], 'no-cache');
  assert.equal(ogUrlOf(page.body), 'https://watch.example/movie/603');
  assert.match(page.body, /<link rel="canonical" href="https:\/\/watch\.example\/movie\/603">/);
  assert.match(page.body, /<title>The &lt;\/script&gt; &quot;Matrix&quot; · WatchWhere<\/title>/);
  assert.match(page.body, /"name":"The \\u003c\/script\\u003e \\"Matrix\\"/);
  assert.doesNotMatch(page.body, /evil\.example|Generic\./);
  // The page still loads the app, and carries the render.
  assert.match(
    page.body,
    /<script defer src=\/main\.js><\/script><\/head><body><div id=root><h1>Rendered/,
  );
});

test('pages are compressed as the client accepts it, q-values included', async () => {
  const page = await get('/movie/603', { 'accept-encoding': 'gzip, deflate, br' });
  assert.equal(page.headers['content-encoding'], 'br');
  assert.equal(ogUrlOf(page.body), 'https://watch.example/movie/603');
  const refused = await get('/movie/603', { 'accept-encoding': 'br;q=0, gzip' });
  assert.equal(refused.headers['content-encoding'], 'gzip');
  const plain = await get('/movie/603', { 'accept-encoding': 'identity' });
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(ogUrlOf(plain.body), 'https://watch.example/movie/603');
});

test("a page's Vary names everything it depends on, CORS's Origin included", async () => {
  const page = await get('/movie/603', { origin: 'https://elsewhere.example' });
  const vary = String(page.headers.vary)
    .split(/,\s*/)
    .map((name) => name.toLowerCase());
  assert.deepEqual(vary.sort(), [
    'accept-encoding',
    'accept-language',
    'cookie',
    'origin',
    'user-agent',
  ]);
  assert.equal(page.headers['x-content-type-options'], 'nosniff');
  assert.equal(page.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  const file = await get('/main.js');
  assert.equal(file.headers['x-content-type-options'], 'nosniff');
});

test('/ and /index.html are rendered too', async () => {
  for (const pathname of ['/', '/index.html']) {
    const page = await get(pathname);
    assert.equal(page.status, 200, pathname);
    assert.match(page.body, /<div id=root><h1>Rendered \d+<\/h1><\/div>/, pathname);
  }
});

test('a page the app does not know answers 404, and names no canonical URL', async () => {
  const page = await get('/missing');
  assert.equal(page.status, 404);
  assert.match(page.body, /<title>Page not found · WatchWhere<\/title>/);
  assert.doesNotMatch(page.body, /canonical|og:url/);
});

test('a page that cannot be made at all (no shell release is live) is a 503 that says so', async () => {
  const page = await get('/fails');
  assert.equal(page.status, 503);
  assert.match(String(page.headers['content-type']), /^text\/plain/);
  assert.match(page.body, /unavailable right now/);
});

test('a visitor who goes away stops the render of their page', async () => {
  const request = http.get({ host: '127.0.0.1', port, path: '/slow' });
  request.on('error', () => {});
  await new Promise((resolve) => setTimeout(resolve, 100));
  request.destroy();
  await new Promise((resolve) => setTimeout(resolve, 100));
  assert.equal(renderStopped, true);
});

test("each page goes out in its own render's template", async () => {
  assert.match((await get('/new-shell')).body, /src=\/main\.new\.js/);
  assert.match((await get('/movie/603')).body, /src=\/main\.js/);
});

test('files are still served as files, and a missing one is a 404', async () => {
  const script = await get('/main.js');
  assert.equal(script.status, 200);
  assert.equal(script.body, 'console.log(1);');
  assert.equal((await get('/missing.js')).status, 404);
});

test('documents made per request come before the files of the same name, compressed', async () => {
  const robots = await get('/robots.txt');
  assert.equal(robots.body, 'made per request\n');
  assert.equal(robots.headers['cache-control'], 'public, max-age=60');
  const list = await get('/list-1.xml?x=1', { 'accept-encoding': 'br' });
  assert.equal(list.status, 200);
  assert.equal(list.headers['content-encoding'], 'br');
  assert.match(list.headers.vary ?? '', /Accept-Encoding/);
  assert.equal(list.body, '/list-1.xml\n'.repeat(100), 'the document is made from the path alone');
  assert.equal((await get('/list-abc.xml')).status, 404);
});

test('a whole page is sent again from the page cache, per key and encoding; others render each time', async () => {
  const first = await get('/whole/movie/1', { 'accept-encoding': 'br' });
  const again = await get('/whole/movie/1', { 'accept-encoding': 'br' });
  assert.match(first.body, /Rendered 1</);
  assert.equal(again.body, first.body);
  assert.equal(again.headers['content-encoding'], 'br');
  assert.equal(again.headers['content-security-policy'], "default-src 'self'");
  assert.match(String(again.headers.vary), /Cookie/);
  // Another encoding, or another key (the render reads the cookies), is another page.
  const plain = await get('/whole/movie/1');
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.match(plain.body, /Rendered 2</);
  assert.match(
    (await get('/whole/movie/1', { cookie: 'watchwhere_country=JP' })).body,
    /Rendered 3</,
  );
  assert.equal(renders.get('/whole/movie/1'), 3);
  // A page that is not whole, or has no key, is rendered every time.
  for (const pathname of ['/movie/2', '/nokey', '/movie/2', '/nokey']) await get(pathname);
  assert.equal(renders.get('/movie/2'), 2);
  assert.equal(renders.get('/nokey'), 2);
});

test('a path with a control character is refused, not rendered', async () => {
  for (const pathname of ['/foo%0a', '/discover%0A', '/about%0d', '/movie/603%00']) {
    const page = await get(pathname);
    assert.ok(page.status >= 400 && page.status < 500, `${pathname}: ${page.status}`);
    assert.doesNotMatch(page.body, /<html/, pathname);
  }
});

test("a URL's other form of a language moves for good; a first visit's language, this once", async () => {
  const permanent = await get('/EN');
  assert.equal(permanent.status, 301);
  assert.equal(permanent.headers.location, '/');
  const once = await get('/first-visit', { 'accept-language': 'de' });
  assert.equal(once.status, 302);
  assert.equal(once.headers.location, '/de/first-visit');
  assert.match(String(once.headers.vary), /Accept-Language/);
  assert.match(String(once.headers.vary), /Cookie/);
});
