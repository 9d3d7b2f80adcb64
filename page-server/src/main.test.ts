import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { idAt, writeFakeRelease } from './releases/fake-release.js';
import { promote } from './releases/promotion.js';
import { localReleases } from './releases/releases-context.js';
import { spawnPageServer } from './testing/page-server-process.js';

const STANDALONE = {
  PORT: '0',
  SUPABASE_URL: 'https://project.supabase.example',
  SUPABASE_ANON_KEY: 'anon-key',
  CATALOG_URL: 'https://catalog.example/catalog',
  WATCHWHERE_REMOTES: JSON.stringify({ mf_detail: 'https://cdn.example/mf-detail/' }),
};

/** A releases folder with a shell release live in `local`, as a deployment's first promote leaves it. */
async function releasesWithLiveShell(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'page-server-main-'));
  writeFakeRelease(dir, 'shell', idAt(1));
  await promote(localReleases(dir), 'local', 'shell', idAt(1));
  return dir;
}

test('a missing or bad setting stops the page server at start with one line naming it', async () => {
  for (const [change, named] of [
    [{ SUPABASE_URL: '' }, /^SUPABASE_URL is not set/],
    [{ CATALOG_URL: 'catalog.example' }, /^CATALOG_URL must be an http\(s\) address/],
    [{ SUPABASE_ANON_KEY: '' }, /^SUPABASE_ANON_KEY is not set/],
    [{ WATCHWHERE_REMOTES: '' }, /^WATCHWHERE_REMOTES is not set/],
    [{ WATCHWHERE_REMOTES: '[1]' }, /^WATCHWHERE_REMOTES must be a JSON object/],
    [{ PORT: 'http' }, /^PORT must be a port number/],
    [{ METRICS_PORT: 'abc' }, /^METRICS_PORT must be a port number/],
    [{ SHUTDOWN_GRACE_MS: '-5' }, /^SHUTDOWN_GRACE_MS must be a whole number of milliseconds/],
    [{ SHUTDOWN_DELAY_MS: 'soon' }, /^SHUTDOWN_DELAY_MS must be a whole number of milliseconds/],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL must be one of /],
    [{ HOST: 'a host' }, /^HOST must be/],
    [{ CATALOG_IMAGE_BASE_URL: 'images' }, /^CATALOG_IMAGE_BASE_URL must be an http\(s\) address/],
    [
      { RELEASES_BUCKET_URL: 's3://releases', RELEASES_PUBLIC_URL: 'https://cdn.example/r' },
      /^RELEASES_POINTER_URL is not set/,
    ],
    [
      { RELEASES_PUBLIC_URL: 'https://user:s3cret@cdn.example/r' },
      /^RELEASES_PUBLIC_URL must be a URL like/,
    ],
    [
      { RELEASES_PUBLIC_URL: 'https://cdn.example/r?v=1' },
      /^RELEASES_PUBLIC_URL must be a URL like/,
    ],
    [{ WATCHWHERE_ENV: 'production' }, /^No shell release is live in production/],
    [
      { WATCHWHERE_RELEASES_DIR: '/proc/watchwhere' },
      /^WATCHWHERE_RELEASES_DIR: \/proc\/watchwhere cannot hold releases/,
    ],
    [{ WATCHWHERE_ENV: 'Prod!' }, /^WATCHWHERE_ENV: /],
    [{ RELEASES_BUCKET_URL: 'https://bucket.example' }, /^RELEASES_BUCKET_URL must be s3:/],
    [
      { RELEASES_BUCKET_URL: 's3://releases', RELEASES_POINTER_URL: 'postgres://127.0.0.1:1/x' },
      /^RELEASES_PUBLIC_URL is not set/,
    ],
    [{ RELEASES_POINTER_URL: 'mysql://db.example/x' }, /^RELEASES_POINTER_URL must be a URL/],
    // Reached only at start-up: it parses, but nothing answers there.
    [
      { RELEASES_POINTER_URL: 'postgres://deployer:s3cret@127.0.0.1:1/releases' },
      /^RELEASES_POINTER_URL: postgres:\/\/127\.0\.0\.1:1\/releases does not answer/,
    ],
  ] as const) {
    const { code, stderr } = await spawnPageServer(
      { ...STANDALONE, ...change },
      await releasesWithLiveShell(),
    ).exited;
    assert.equal(code, 1, JSON.stringify(change));
    assert.equal(stderr.trim().split('\n').length, 1, stderr);
    assert.match(stderr, named);
    assert.doesNotMatch(stderr, /s3cret/);
  }
});

test('the page server runs alone: it serves the config the browser reads, and stops on SIGTERM', async () => {
  const server = spawnPageServer(STANDALONE, await releasesWithLiveShell());
  const url = await server.url();
  assert.ok(url, server.stdout());
  const config = (await (await fetch(`${url}/config.json`)).json()) as Record<string, unknown>;
  assert.equal(config.supabaseUrl, STANDALONE.SUPABASE_URL);
  assert.equal(config.catalogUrl, STANDALONE.CATALOG_URL);
  // A second one on the same port: the address is in use, said in one line.
  const port = new URL(url).port;
  const second = await spawnPageServer({ ...STANDALONE, PORT: port }, await releasesWithLiveShell())
    .exited;
  assert.equal(second.code, 1);
  assert.match(
    second.stderr.trim(),
    new RegExp(
      `^The page server cannot listen on 127\\.0\\.0\\.1 port ${port}: .*EADDRINUSE[^\\n]*$`,
    ),
  );
  server.child.kill('SIGTERM');
  assert.equal((await server.exited).code, 0);
});
