import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createPageRenderer } from './page-renderer.js';
import type { RenderInput } from './render-worker-protocol.js';

// The page renderer runs the shell's server build of the live release set in a worker of its own.
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
  // A rebuild in the same millisecond must still read as a new build.
  const later = new Date(Date.now() + Math.random() * 1000);
  utimesSync(shellEntry(), later, later);
}

const input = (url: string): RenderInput => ({
  url,
  budgetMs: 100,
  cookies: '',
  userAgent: '',
  acceptLanguage: '',
});

/** A renderer of the test's shell alone. */
const rendererWithoutRemotes = (timeoutMs?: number) =>
  createPageRenderer({
    shellEntry: shellEntry(),
    manifests: {},
    readManifest: async () => null,
    runtimeConfig: {},
    timeoutMs,
  });

const manifests = {
  mf_detail: 'https://detail.example/mf-manifest.json',
  mf_account: 'https://account.example/mf-manifest.json',
};

before(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'page-renderer-test-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

test("renders with the set's shell and its remotes' server entries, beside their manifests", async () => {
  writeShell('first');
  const renderer = createPageRenderer({
    shellEntry: shellEntry(),
    manifests,
    readManifest: async (url) => (url.includes('account') ? null : ({ url } as never)),
    runtimeConfig: { catalogUrl: 'https://catalog.example' },
  });
  try {
    const setup = await renderer.render(input('/setup'));
    assert.deepEqual(JSON.parse(setup!.html.replace(/^first /, '')), {
      // A remote whose manifest does not answer is left out: its routes render in the browser.
      remotes: { mf_detail: 'https://detail.example/server/remoteEntry.js' },
      runtimeConfig: { catalogUrl: 'https://catalog.example' },
    });
    assert.equal((await renderer.render(input('/movie/603')))?.html, 'first /movie/603');
  } finally {
    await renderer.close();
  }
});

test('a new build goes live on the next request, in a new set, with no restart', async () => {
  writeShell('before');
  let detailManifest = { version: 1 };
  const renderer = createPageRenderer({
    shellEntry: shellEntry(),
    manifests,
    readManifest: async () => detailManifest as never,
    runtimeConfig: {},
  });
  try {
    assert.equal((await renderer.render(input('/a')))?.html, 'before /a');
    const firstSet = renderer.liveSetId();
    detailManifest = { version: 2 };
    await renderer.render(input('/a'));
    const secondSet = renderer.liveSetId();
    assert.notEqual(secondSet, firstSet, "a remote's new build is a new set");
    writeShell('after');
    assert.equal((await renderer.render(input('/a')))?.html, 'after /a');
    assert.notEqual(renderer.liveSetId(), secondSet, "the shell's new build is a new set");
    // A page cache's key comes from the live set's shell and names the set.
    assert.equal(await renderer.cacheKey(input('/a')), `${renderer.liveSetId()} after /a`);
  } finally {
    await renderer.close();
  }
});

test('no shell server build, a failing render or a stuck one: the browser renders the page', async () => {
  const renderer = rendererWithoutRemotes;
  rmSync(shellEntry(), { force: true });
  const missing = renderer();
  assert.equal(await missing.render(input('/')), null);
  assert.equal(await missing.cacheKey(input('/')), null, 'no set, no page cache');
  await missing.close();

  writeShell('throws', "if (input.url === '/boom') throw new Error('boom'); return page(input);");
  const failing = renderer();
  assert.equal(await failing.render(input('/boom')), null);
  assert.equal((await failing.render(input('/fine')))?.html, 'throws /fine', 'the set lives on');
  await failing.close();

  writeShell(
    'stuck',
    "if (input.url === '/loop') { for (;;) {} } if (input.url === '/never') return new Promise(() => {}); return page(input);",
  );
  const stuck = renderer(300);
  const started = Date.now();
  assert.equal(await stuck.render(input('/never')), null);
  assert.equal(await stuck.render(input('/loop')), null);
  assert.ok(Date.now() - started < 2_000, 'each stuck render gives up after its timeout');
  // A worker stuck in a loop is replaced: the next page renders.
  assert.equal((await stuck.render(input('/fine')))?.html, 'stuck /fine');
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
    const waiting = renderer.render(input('/wait'), visitor.signal);
    setTimeout(() => visitor.abort(), 50);
    assert.equal(await waiting, null);
    assert.equal((await renderer.render(input('/stopped')))?.html, 'cancels 1');
  } finally {
    await renderer.close();
  }
});

test("sitemaps are listed by the live set's shell, and the worker tells its heap", async () => {
  writeShell('sitemaps');
  const renderer = rendererWithoutRemotes();
  try {
    assert.equal(await renderer.workerHeap(), null, 'no set is live before the first request');
    assert.deepEqual(await renderer.sitemap('sitemap.xml'), { files: 2 });
    assert.equal(await renderer.sitemap('sitemap-titles-0.xml'), null);
    await assert.rejects(renderer.sitemap('fails.xml'), /down/);
    const heap = await renderer.workerHeap();
    assert.ok(heap && heap.usedBytes > 0 && heap.totalBytes >= heap.usedBytes);
  } finally {
    await renderer.close();
  }
});
