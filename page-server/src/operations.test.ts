// The page server as an operator runs it (`pnpm --filter page-server start`): probes, metrics,
// one JSON log line per request with its id passed on to the catalog, render fallbacks counted,
// no secret in any line, and a drain on SIGTERM that sends every page in flight whole.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { idAt, writeFakeRelease } from './releases/fake-release.js';
import { promote } from './releases/promotion.js';
import { releaseFolder } from './releases/release-store.js';
import { localReleases } from './releases/releases-context.js';
import { spawnPageServer } from './testing/page-server-process.js';

// A shell server build that asks the catalog once per page, fails on /boom and takes its time on
// /slow: enough of a shell for the page server's own behaviour.
const SHELL_SERVER = `
const page = (url, whole) => ({ html: '<main>' + url + '</main>', headHtml: '', documentTitle: url,
  state: { id: 'state', data: {} }, page: { title: url, head: {} }, remotePage: null,
  route: '/:page', cacheable: whole,
  ...(whole ? {} : { leftToBrowser: { reason: 'remote_unavailable', remote: 'mf_detail' } }) });
exports.createPageRenderer = async ({ runtimeConfig }) => ({
  renderPage: async (input) => {
    if (input.url === '/boom') throw new Error('boom');
    if (input.url === '/slow') await new Promise((resolve) => setTimeout(resolve, 600));
    if (input.url === '/movie/0') return { ...page(input.url, false), page: { title: '', head: { notFound: true } } };
    await fetch(runtimeConfig.catalogUrl + '/3/configuration');
    return page(input.url, input.url !== '/partial');
  },
  pageCacheKey: (input) => input.url,
});
exports.createSitemapLister = async () => async () => null;`;

const TEMPLATE =
  '<!doctype html><html><head><title>WatchWhere</title></head><body><div id="root"></div></body></html>';

/** What the fake catalog was asked: each request's headers. */
const catalogCalls: IncomingHttpHeaders[] = [];
const catalog = createServer((request, response) => {
  catalogCalls.push(request.headers);
  response.setHeader('content-type', 'application/json').end('{}');
});
let catalogUrl: string;
before(async () => {
  await new Promise<void>((resolve) => catalog.listen(0, '127.0.0.1', resolve));
  catalogUrl = `http://127.0.0.1:${(catalog.address() as AddressInfo).port}/catalog`;
});
after(() => catalog.close());

async function releasesWithServerShell(env: string): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'page-server-operations-'));
  writeFakeRelease(dir, 'shell', idAt(1));
  const folder = releaseFolder(dir, 'shell', idAt(1));
  writeFileSync(path.join(folder, 'index.html'), TEMPLATE);
  mkdirSync(path.join(folder, 'server'), { recursive: true });
  writeFileSync(path.join(folder, 'server', 'render-page.js'), SHELL_SERVER);
  await promote(localReleases(dir), env, 'shell', idAt(1));
  return dir;
}

/** The page server started alone; its stdout's JSON lines, parsed. */
async function startPageServer(extra: Record<string, string> = {}) {
  const env = extra.WATCHWHERE_ENV ?? 'local';
  const releases = await releasesWithServerShell(env);
  const server = spawnPageServer(
    {
      PORT: '0',
      SUPABASE_URL: 'http://127.0.0.1:9/',
      SUPABASE_ANON_KEY: 'anon-key',
      CATALOG_URL: catalogUrl,
      WATCHWHERE_REMOTES: JSON.stringify({ mf_detail: 'https://cdn.example/mf-detail/' }),
      ...extra,
    },
    releases,
  );
  const { child, stdout } = server;
  const exited = server.exited.then(({ code }) => code);
  const url = await server.url();
  assert.ok(url, stdout());
  const lines = () =>
    stdout()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  const stop = async () => {
    child.kill('SIGTERM');
    return exited;
  };
  return { url, lines, stdout, child, exited, stop };
}

const waitFor = async (check: () => boolean, ms = 5_000) => {
  for (const end = Date.now() + ms; Date.now() < end && !check();) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
};

test('probes, metrics, and one log line per request whose id reaches the catalog', async () => {
  const server = await startPageServer({ CATALOG_INTERNAL_TOKEN: 'internal-s3cret' });
  try {
    assert.equal((await fetch(`${server.url}/healthz`)).status, 200);
    const ready = await fetch(`${server.url}/readyz`);
    assert.deepEqual([ready.status, await ready.json()], [200, { status: 'ready' }]);

    const page = await fetch(`${server.url}/movie/603`, { headers: { 'x-request-id': 'trace-1' } });
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('x-request-id'), 'trace-1');
    const call = catalogCalls.at(-1);
    assert.equal(call?.['x-request-id'], 'trace-1', 'the render passed the id on');
    assert.equal(call?.['x-watchwhere-internal-token'], 'internal-s3cret');
    assert.doesNotMatch(await page.text(), /internal-s3cret/, 'the token is never in the page');

    const made = await fetch(`${server.url}/discover`);
    assert.match(made.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/, 'an id is made');
    const forged = await fetch(`${server.url}/discover`, {
      headers: { 'x-request-id': 'x"} {"forged":1' },
    });
    assert.notEqual(forged.headers.get('x-request-id'), 'x"} {"forged":1');

    await waitFor(() => server.lines().some((line) => line.request_id === 'trace-1'));
    const line = server.lines().find((entry) => entry.request_id === 'trace-1');
    assert.equal(line?.service, 'page-server');
    assert.equal(line?.url, '/movie/603');
    assert.equal(line?.status_code, 200);
    assert.equal(typeof line?.duration_ms, 'number');
    assert.ok(!server.lines().some((entry) => entry.forged), 'no line is forged');

    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    assert.match(metrics, /^watchwhere_page_render_duration_seconds_count\{outcome="whole"\} 2$/m);
    assert.match(metrics, /^watchwhere_page_cache_requests_total\{result="miss"\} 2$/m);
    assert.match(metrics, /^watchwhere_page_cache_requests_total\{result="hit"\} 1$/m);
    assert.match(
      metrics,
      /^http_request_duration_seconds_count\{method="GET",route="\(page\)",status_code="200"\} 3$/m,
    );
    assert.match(metrics, /^process_cpu_seconds_total /m);
  } finally {
    assert.equal(await server.stop(), 0);
  }
});

test('a fallback or a render error is counted and logged with its route, set and reason', async () => {
  const server = await startPageServer();
  try {
    assert.equal((await fetch(`${server.url}/partial`)).status, 200);
    assert.equal((await fetch(`${server.url}/movie/0`)).status, 404);
    const failed = await fetch(`${server.url}/boom`);
    assert.equal(failed.status, 200, 'the browser renders the page');
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    assert.match(
      metrics,
      /^watchwhere_page_render_fallbacks_total\{reason="remote_unavailable"\} 1$/m,
    );
    assert.match(metrics, /^watchwhere_page_render_fallbacks_total\{reason="render_error"\} 1$/m);
    assert.doesNotMatch(
      metrics,
      /reason="data_unavailable"/,
      'a title the catalog lacks is no fallback',
    );
    assert.match(
      metrics,
      /^watchwhere_page_render_duration_seconds_count\{outcome="not_found"\} 1$/m,
    );
    await waitFor(() => server.lines().some((line) => line.reason === 'render_error'));
    const partial = server.lines().find((line) => line.reason === 'remote_unavailable');
    assert.deepEqual(
      [partial?.route, partial?.remote, partial?.release_set, partial?.level],
      ['/:page', 'mf_detail', server.lines().find((l) => l.release_set)?.release_set, 40],
    );
    const error = server.lines().find((line) => line.reason === 'render_error');
    assert.equal(error?.error, 'boom');
    assert.equal(error?.level, 50);
  } finally {
    await server.stop();
  }
});

test('no token, email, cookie or password reaches a log line, URLs included', async () => {
  const server = await startPageServer();
  try {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    await fetch(`${server.url}/verify?token=${jwt}&email=ana%40example.com&password=hunter2`, {
      headers: { cookie: 'sb-access-token=secret-cookie', authorization: `Bearer ${jwt}` },
    });
    await fetch(`${server.url}/person/ana@example.com`);
    await waitFor(() => server.lines().filter((line) => line.msg === 'request').length >= 2);
    const written = server.stdout();
    for (const secret of [
      jwt,
      'ana@example.com',
      'ana%40example.com',
      'hunter2',
      'secret-cookie',
    ]) {
      assert.ok(!written.includes(secret), `${secret} is not logged`);
    }
    assert.ok(server.lines().some((line) => line.url === '/verify?token&email&password'));
  } finally {
    await server.stop();
  }
});

test('production: metrics only on METRICS_PORT; SIGTERM sends every page in flight whole', async () => {
  const server = await startPageServer({ WATCHWHERE_ENV: 'production', METRICS_PORT: '0' });
  try {
    const publicMetrics = await (await fetch(`${server.url}/metrics`)).text();
    assert.doesNotMatch(publicMetrics, /process_cpu/, 'not on the public port: a page like any');
    await waitFor(() =>
      server
        .lines()
        .some((line) => typeof line.url === 'string' && String(line.url).endsWith('/metrics')),
    );
    const metricsUrl = server.lines().find((line) => line.msg === 'metrics served')?.url as string;
    assert.ok(metricsUrl, server.stdout());
    assert.equal((await fetch(metricsUrl)).status, 200);

    const pages = Array.from({ length: 16 }, () => fetch(`${server.url}/slow`));
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill('SIGTERM');
    const answers = await Promise.all(pages);
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    assert.deepEqual(
      answers.map((answer) => answer.status),
      Array(16).fill(200),
    );
    assert.ok(
      bodies.every((body) => body.includes('<main>/slow</main>') && body.endsWith('</html>')),
    );
    assert.equal(await server.exited, 0);
    assert.ok(server.lines().some((line) => line.msg === 'draining'));
  } finally {
    server.child.kill('SIGKILL');
  }
});
