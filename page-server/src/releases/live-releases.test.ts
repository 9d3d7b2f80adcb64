import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, mock, test } from 'node:test';
import { idAt, writeFakeRelease } from './fake-release.js';
import { liveReleasesReader } from './live-releases.js';
import { promote } from './promotion.js';
import { releaseFolder } from './release-store.js';
import { localReleases, type Releases } from './releases-context.js';

let dir: string;
let releases: Releases;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'live-releases-test-'));
  releases = localReleases(dir);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const origins = { mf_detail: 'http://localhost:3002/', mf_account: 'https://account.example/' };

function reader(answering: (url: string) => boolean = () => true) {
  return liveReleasesReader({
    releases,
    env: 'local',
    origins,
    readManifest: async (url) => (answering(url) ? ({} as never) : null),
  });
}

test('the set is what the pointer names, read again for each request', async () => {
  writeFakeRelease(dir, 'shell', idAt(1));
  const shellServer = path.join(releaseFolder(dir, 'shell', idAt(1)), 'server');
  mkdirSync(shellServer);
  writeFileSync(path.join(shellServer, 'render-page.js'), '');
  writeFakeRelease(dir, 'mf-detail', idAt(2));
  writeFakeRelease(dir, 'mf-detail', idAt(3));
  await promote(releases, 'local', 'shell', idAt(1));
  await promote(releases, 'local', 'mf-detail', idAt(2));

  const live = reader();
  const first = await live();
  assert.deepEqual(first.ids, { shell: idAt(1), 'mf-detail': idAt(2) });
  assert.deepEqual(first.manifests, {
    mf_detail: `http://localhost:3002/releases/${idAt(2)}/mf-manifest.json`,
  });
  assert.equal(first.render?.shellEntry, path.join(shellServer, 'render-page.js'));
  assert.deepEqual(first.render?.remotes, {
    mf_detail: `http://localhost:3002/releases/${idAt(2)}/server/remoteEntry.js`,
  });

  await promote(releases, 'local', 'mf-detail', idAt(3));
  const second = await live();
  assert.notEqual(second.id, first.id, 'a promote is a new set, on the next request');
  assert.match(second.manifests.mf_detail!, new RegExp(idAt(3)));
});

test('a remote whose manifest does not answer is rendered by the browser; no live shell, no render', async () => {
  writeFakeRelease(dir, 'mf-detail', idAt(2));
  await promote(releases, 'local', 'mf-detail', idAt(2));
  const live = await reader(() => false)();
  assert.equal(live.shellFolder, null);
  assert.equal(live.render, null);
  assert.deepEqual(Object.keys(live.manifests), ['mf_detail'], 'the browser is still told of it');
});

test('a hand-edited pointer that is not JSON leaves the last set live', async () => {
  writeFakeRelease(dir, 'mf-detail', idAt(2));
  await promote(releases, 'local', 'mf-detail', idAt(2));
  const live = reader();
  const before = await live();
  writeFileSync(path.join(dir, 'local.json'), '{ "mf-detail": ');
  const logged = mock.method(console, 'error', () => {});
  try {
    assert.deepEqual((await live()).ids, before.ids);
    assert.match(
      String(logged.mock.calls[0]?.arguments[0]),
      /local\.json is not a pointer: not JSON/,
    );
  } finally {
    logged.mock.restore();
  }
});

test('a pointer naming a remote release the store lacks leaves the last set live, and says so once', async () => {
  writeFakeRelease(dir, 'mf-detail', idAt(2));
  await promote(releases, 'local', 'mf-detail', idAt(2));
  const live = reader();
  const before = await live();
  writeFileSync(
    path.join(dir, 'local.json'),
    JSON.stringify({ 'mf-detail': { live: idAt(9), previous: [idAt(2)] } }),
  );
  const logged = mock.method(console, 'error', () => {});
  try {
    assert.deepEqual((await live()).ids, before.ids);
    assert.deepEqual((await live()).ids, before.ids);
    assert.equal(logged.mock.callCount(), 1);
    assert.match(
      String(logged.mock.calls[0]?.arguments[0]),
      new RegExp(`names mf-detail ${idAt(9)}, which is not in .*the last release set stays live`),
    );
  } finally {
    logged.mock.restore();
  }
});
