import Fastify from 'fastify';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';
import { createTitleLookup } from './catalog-title-lookup.js';
import { shellHeadFor } from './share-preview.js';
import { startStaticSite, type StaticSite } from './static-site.js';

// The shell's server with the link-preview renderer, against a small fake catalog.
const SITE_URL = 'https://watch.example';
const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="Generic.">' +
  '<title>WatchWhere</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>';

let root: string;
let catalog: Awaited<ReturnType<typeof startCatalog>>;
let site: StaticSite;
let port: number;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: free } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return free;
}

async function startCatalog() {
  // The slow answer below is still being written when the test ends: close its connection too.
  const app = Fastify({ forceCloseConnections: true });
  app.get('/catalog/3/configuration', async () => ({
    images: { secure_base_url: 'http://catalog.test/catalog/img/' },
  }));
  app.get('/catalog/3/movie/603', async () => ({
    title: 'The </script> "Matrix"',
    release_date: '1999-03-31',
    poster_path: '/p603.svg',
  }));
  app.get('/catalog/3/movie/500', async (_request, reply) => reply.code(500).send('boom'));
  app.get('/catalog/3/movie/777', async () => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    return { title: 'Too late' };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, app };
}

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
  catalog = await startCatalog();
  port = await freePort();
  const lookup = createTitleLookup({ catalogUrl: `${catalog.url}/catalog`, timeoutMs: 300 });
  site = await startStaticSite({
    root,
    port,
    spa: true,
    contentSecurityPolicy: "default-src 'self'",
    pageHead: ({ pathname }) => shellHeadFor(pathname, { siteUrl: SITE_URL, lookup }),
  });
});

after(async () => {
  await site.close();
  await catalog.app.close();
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
  // The page still loads the app.
  assert.match(page.body, /<script defer src=\/main\.js><\/script><\/head><body><div id=root>/);
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
  assert.deepEqual(vary.sort(), ['accept-encoding', 'cookie', 'origin']);
  assert.equal(page.headers['x-content-type-options'], 'nosniff');
  assert.equal(page.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  const file = await get('/main.js');
  assert.equal(file.headers['x-content-type-options'], 'nosniff');
});

test('/ and /index.html are rendered too; / names itself canonical', async () => {
  for (const pathname of ['/', '/index.html']) {
    const page = await get(pathname);
    assert.equal(page.status, 200, pathname);
    assert.equal(ogUrlOf(page.body), 'https://watch.example/', pathname);
  }
  assert.match((await get('/')).body, /<link rel="canonical" href="https:\/\/watch\.example\/">/);
});

test('hostile or unknown ids and a failing catalog get the generic page, never an error', async () => {
  for (const pathname of [
    '/movie/abc',
    '/movie/603%3Cscript%3E',
    '/movie/404',
    '/movie/500',
    '/discover',
  ]) {
    const page = await get(pathname);
    assert.equal(page.status, 200, pathname);
    assert.match(page.body, /<title>WatchWhere<\/title>/, pathname);
    assert.equal(ogUrlOf(page.body), 'https://watch.example/', pathname);
    assert.doesNotMatch(page.body, /canonical|ld\+json|<script>/, pathname);
  }
});

test('a slow catalog holds the page back no longer than the timeout', async () => {
  const started = performance.now();
  const page = await get('/movie/777');
  const took = performance.now() - started;
  assert.equal(page.status, 200);
  assert.match(page.body, /<title>WatchWhere<\/title>/);
  assert.ok(took < 1_500, `took ${took} ms`);
});

test('files are still served as files, and a missing one is a 404', async () => {
  const script = await get('/main.js');
  assert.equal(script.status, 200);
  assert.equal(script.body, 'console.log(1);');
  assert.equal((await get('/missing.js')).status, 404);
});
