import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createPageRenderer } from './page-renderer.js';
import type { ReleaseSet, RenderInput, RenderResult } from './render-worker-protocol.js';

/** A render's markup (none for a redirect). */
const htmlOf = (result: RenderResult | { error: string } | null) =>
  result && 'html' in result ? result.html : undefined;

// The page renderer runs the shell's server build of a request's release set in a worker of its own.
// Here the "shell's server build" is a small CommonJS file written by the test: it answers with
// what it was given, so the test sees which set, remotes and config rendered each page.

let dir: string;
const shellEntry = () => path.join(dir, 'render-page.js');

/** Writes a shell server build that renders `marker`, or one whose render does what `body` says. */
function writeShell(marker: string, body = 'return page(input);') {
  writeFileSync(
    shellEntry(),
    `const marker = ${JSON.stringify(marker)};
     const page = (input) => ({ html: marker + ' ' + input.url, headHtml: '', documentTitle: marker,
       state: { id: 'state', data: {} }, page: { title: marker, head: {} } });
     exports.createPageRenderer = async ({ remotes, runtimeConfig }) => ({
       renderPage: async (input, signal) => {
         if (input.url === '/setup') return page({ url: JSON.stringify({ remotes, runtimeConfig }) });
         ${body}
       },
       pageCacheKey: (input) => marker + ' ' + input.url,
     });
     exports.createSitemapLister = async () => async (name) =>
       name === 'sitemap.xml' ? { files: 2 } : name === 'fails.xml' ? Promise.reject(new Error('down')) : null;`,
  );
}

const input = (url: string): RenderInput => ({
  url,
  budgetMs: 100,
  cookies: '',
  userAgent: '',
  acceptLanguage: '',
});

/** A set of the test's shell, under `id`, with `remotes`' server entries. */
const setOf = (id: string, remotes: Record<string, string> = {}): ReleaseSet => ({
  id,
  shellEntry: shellEntry(),
  remotes,
});

/** A renderer of the test's shell alone. */
const rendererWithoutRemotes = (timeoutMs?: number) =>
  createPageRenderer({ runtimeConfig: {}, timeoutMs });

before(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'page-renderer-test-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

test("renders with the set's shell and its remotes' server entries", async () => {
  writeShell('first');
  const renderer = createPageRenderer({ runtimeConfig: { catalogUrl: 'https://catalog.example' } });
  const set = setOf('a', { mf_detail: 'https://detail.example/server/remoteEntry.js' });
  try {
    const setup = await renderer.render(set, input('/setup'));
    assert.deepEqual(JSON.parse(htmlOf(setup)!.replace(/^first /, '')), {
      remotes: { mf_detail: 'https://detail.example/server/remoteEntry.js' },
      runtimeConfig: { catalogUrl: 'https://catalog.example' },
    });
    assert.equal(htmlOf(await renderer.render(set, input('/movie/603'))), 'first /movie/603');
  } finally {
    await renderer.close();
  }
});

test('a new set renders on its first request, in a new worker, with no restart', async () => {
  writeShell('before');
  const renderer = rendererWithoutRemotes();
  try {
    assert.equal(htmlOf(await renderer.render(setOf('one'), input('/a'))), 'before /a');
    writeShell('after');
    assert.equal(
      htmlOf(await renderer.render(setOf('one'), input('/a'))),
      'before /a',
      "a set's worker keeps the code it loaded",
    );
    assert.equal(htmlOf(await renderer.render(setOf('two'), input('/a'))), 'after /a');
    assert.equal(renderer.liveSetId(), 'two');
    // A page cache's key comes from the set's shell and names the set.
    assert.equal(await renderer.cacheKey(setOf('two'), input('/a')), 'two after /a');
  } finally {
    await renderer.close();
  }
});

test('no shell server build, a failing render or a stuck one: the browser renders the page', async () => {
  const renderer = rendererWithoutRemotes;
  rmSync(shellEntry(), { force: true });
  const missing = renderer();
  assert.equal(await missing.render(null, input('/')), null);
  assert.equal(await missing.cacheKey(null, input('/')), null, 'no set, no page cache');
  await missing.close();

  writeShell('throws', "if (input.url === '/boom') throw new Error('boom'); return page(input);");
  const failing = renderer();
  assert.deepEqual(await failing.render(setOf('throws'), input('/boom')), { error: 'boom' });
  assert.equal(
    htmlOf(await failing.render(setOf('throws'), input('/fine'))),
    'throws /fine',
    'the set lives on',
  );
  await failing.close();

  writeShell(
    'stuck',
    "if (input.url === '/loop') { for (;;) {} } if (input.url === '/never') return new Promise(() => {}); return page(input);",
  );
  const stuck = renderer(300);
  const started = Date.now();
  const timedOut = { error: 'No answer within 300 ms' };
  assert.deepEqual(await stuck.render(setOf('stuck'), input('/never')), timedOut);
  assert.deepEqual(await stuck.render(setOf('stuck'), input('/loop')), timedOut);
  assert.ok(Date.now() - started < 2_000, 'each stuck render gives up after its timeout');
  // A worker stuck in a loop is replaced: the next page renders.
  assert.equal(htmlOf(await stuck.render(setOf('stuck'), input('/fine'))), 'stuck /fine');
  await stuck.close();
});

test('a render whose visitor went away is stopped in its worker, which renders on', async () => {
  writeShell(
    'cancels',
    `if (input.url === '/wait') return new Promise((_, reject) => signal.addEventListener('abort', () => {
       globalThis.stopped = (globalThis.stopped ?? 0) + 1; reject(signal.reason); }));
     if (input.url === '/stopped') return page({ url: String(globalThis.stopped) });
     return page(input);`,
  );
  const renderer = rendererWithoutRemotes();
  try {
    const visitor = new AbortController();
    const waiting = renderer.render(setOf('cancels'), input('/wait'), visitor.signal);
    setTimeout(() => visitor.abort(), 50);
    assert.equal(await waiting, null);
    assert.equal(htmlOf(await renderer.render(setOf('cancels'), input('/stopped'))), 'cancels 1');
  } finally {
    await renderer.close();
  }
});

test("sitemaps are listed by the live set's shell, and the worker tells its heap", async () => {
  writeShell('sitemaps');
  const renderer = rendererWithoutRemotes();
  try {
    assert.equal(await renderer.workerHeap(), null, 'no set is live before the first request');
    assert.deepEqual(await renderer.sitemap(setOf('sitemaps'), 'sitemap.xml'), { files: 2 });
    assert.equal(await renderer.sitemap(setOf('sitemaps'), 'sitemap-titles-0.xml'), null);
    await assert.rejects(renderer.sitemap(setOf('sitemaps'), 'fails.xml'), /down/);
    const heap = await renderer.workerHeap();
    assert.ok(heap && heap.usedBytes > 0 && heap.totalBytes >= heap.usedBytes);
  } finally {
    await renderer.close();
  }
});

test('the set before keeps its worker while a switch settles; an older one is let go', async () => {
  writeShell(
    'counts',
    'globalThis.renders = (globalThis.renders ?? 0) + 1; return page({ url: String(globalThis.renders) });',
  );
  const renderer = rendererWithoutRemotes();
  const rendersIn = async (set: string) =>
    htmlOf(await renderer.render(setOf(set), input('/')))!.replace('counts ', '');
  try {
    assert.equal(await rendersIn('one'), '1');
    assert.equal(await rendersIn('two'), '1');
    assert.equal(
      await rendersIn('one'),
      '2',
      "a request read before the switch: set one's own worker",
    );
    assert.equal(await rendersIn('three'), '1');
    assert.equal(await rendersIn('one'), '3', 'the set used before three keeps its worker');
    assert.equal(await rendersIn('two'), '1', 'set two had been let go: a new worker');
  } finally {
    await renderer.close();
  }
});
