import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createManifestReader, remotePreloadsFor } from './remote-preloads.js';
import { startStaticSite, type StaticSite } from './static-site.js';

// A remote's build folder served as `pnpm start` serves it, redeployed by rewriting its manifest.
let root: string;
let remote: StaticSite;
const PORT = 47311;

const manifest = (release: string, overrides: object = {}) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: [
    {
      name: 'DetailPage',
      path: './DetailPage',
      assets: { js: { sync: [`966.${release}.js`, `page.${release}.js`], async: ['lazy.js'] } },
    },
  ],
  ...overrides,
});

const deploy = (content: unknown) =>
  writeFileSync(path.join(root, 'mf-manifest.json'), JSON.stringify(content));

before(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'remote-preloads-test-'));
  deploy(manifest('aaaa1111'));
  remote = await startStaticSite({ root, port: PORT });
});

after(async () => {
  await remote.close();
  rmSync(root, { recursive: true, force: true });
});

const remotes = { mf_detail: `http://localhost:${PORT}/mf-manifest.json` };

/** The remote page a title page's render names. */
const DETAIL_PAGE = { name: 'mf_detail', expose: 'DetailPage' };

test("a page's hints name the remote entry and the page's own chunks, not the manifest", async () => {
  const links = await remotePreloadsFor(DETAIL_PAGE, remotes, createManifestReader());
  const base = `http://localhost:${PORT}`;
  assert.deepEqual(links, [
    { rel: 'preload', href: `${base}/remoteEntry.js`, as: 'script' },
    { rel: 'preload', href: `${base}/966.aaaa1111.js`, as: 'script' },
    { rel: 'preload', href: `${base}/page.aaaa1111.js`, as: 'script' },
  ]);
  assert.deepEqual(await remotePreloadsFor(null, remotes, createManifestReader()), []);
  // A remote the page server was not told of gets none.
  assert.deepEqual(
    await remotePreloadsFor(
      { name: 'mf_discovery', expose: 'HomePage' },
      remotes,
      createManifestReader(),
    ),
    [],
  );
});

test('a redeployed remote gets its new files named once its manifest is read again, with no restart', async () => {
  const readManifest = createManifestReader({ freshForMs: 0 });
  const hrefs = async () =>
    ((await remotePreloadsFor(DETAIL_PAGE, remotes, readManifest)) ?? []).map((link) => link.href);
  assert.ok((await hrefs()).some((href) => href.endsWith('/page.aaaa1111.js')));
  assert.ok(
    (await hrefs()).some((href) => href.endsWith('/page.aaaa1111.js')),
    'a 304 keeps it',
  );
  deploy(manifest('bbbb2222'));
  const after = await hrefs();
  assert.ok(after.some((href) => href.endsWith('/page.bbbb2222.js')));
  assert.ok(!after.some((href) => href.includes('aaaa1111')));
  deploy(manifest('aaaa1111'));
});

test('a manifest that is missing, broken or hostile gives no hints, and never an error', async () => {
  const cases: unknown[] = [
    'not json',
    null,
    [],
    { metaData: null, exposes: [] },
    manifest('x', {
      exposes: [{ name: 'DetailPage', assets: { js: { sync: ['../../etc/passwd'] } } }],
    }),
    manifest('x', { exposes: [{ name: 'DetailPage', assets: { js: { sync: [42] } } }] }),
    manifest('x', { exposes: [{ name: 'DetailPage', assets: { js: { sync: [''] } } }] }),
    manifest('x', {
      exposes: [{ name: 'DetailPage', assets: { js: { sync: ['//evil.example/a.js'] } } }],
    }),
    manifest('x', { metaData: { publicPath: 'javascript:x' } }),
    manifest('x', {
      exposes: [
        {
          name: 'DetailPage',
          assets: { js: { sync: Array.from({ length: 50_000 }, (_, i) => `${i}.js`) } },
        },
      ],
    }),
  ];
  for (const content of cases) {
    if (typeof content === 'string') writeFileSync(path.join(root, 'mf-manifest.json'), content);
    else deploy(content);
    const links = await remotePreloadsFor(DETAIL_PAGE, remotes, createManifestReader());
    assert.equal(links, null, JSON.stringify(content));
  }
  deploy(manifest('aaaa1111'));
  const down = { mf_detail: 'http://127.0.0.1:1/mf-manifest.json' };
  assert.equal(await remotePreloadsFor(DETAIL_PAGE, down, createManifestReader()), null);
});

test("a manifest naming a CDN gets its page chunks' hints there, and its entry's beside it", async () => {
  deploy(
    manifest('cccc3333', {
      metaData: {
        remoteEntry: { name: 'remoteEntry.js', path: '' },
        publicPath: 'https://cdn.watch.example/detail/',
      },
    }),
  );
  const links = await remotePreloadsFor(DETAIL_PAGE, remotes, createManifestReader());
  assert.deepEqual(
    links?.map((link) => link.href),
    [
      `http://localhost:${PORT}/remoteEntry.js`,
      'https://cdn.watch.example/detail/966.cccc3333.js',
      'https://cdn.watch.example/detail/page.cccc3333.js',
    ],
  );
  deploy(manifest('aaaa1111'));
});

test('pages served together share one read, and a remote that failed is not waited for', async () => {
  let reads = 0;
  const counting: typeof fetch = (input, init) => {
    reads += 1;
    return fetch(input, init);
  };
  const shared = createManifestReader({ fetch: counting });
  const pages = await Promise.all(
    Array.from({ length: 5 }, () => remotePreloadsFor(DETAIL_PAGE, remotes, shared)),
  );
  assert.equal(reads, 1);
  assert.ok(pages.every((links) => links?.length === 3));

  let hanging = 0;
  const slow = createManifestReader({
    timeoutMs: 50,
    fetch: (_input, init) => {
      hanging += 1;
      return new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      );
    },
  });
  assert.equal(await remotePreloadsFor(DETAIL_PAGE, remotes, slow), null);
  assert.equal(await remotePreloadsFor(DETAIL_PAGE, remotes, slow), null);
  assert.equal(hanging, 1, 'the next page does not wait on the remote again');
});

test('a manifest read is used for freshForMs with no request, then revalidated', async () => {
  let reads = 0;
  const readManifest = createManifestReader({
    freshForMs: 100,
    fetch: (input, init) => {
      reads += 1;
      return fetch(input, init);
    },
  });
  for (let page = 0; page < 10; page += 1)
    await remotePreloadsFor(DETAIL_PAGE, remotes, readManifest);
  assert.equal(reads, 1, 'ten pages within the window, one read');
  await new Promise((resolve) => setTimeout(resolve, 120));
  await remotePreloadsFor(DETAIL_PAGE, remotes, readManifest);
  assert.equal(reads, 2);
});
