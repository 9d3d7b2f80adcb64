import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { idAt, writeFakeRelease } from './fake-release.js';
import { promote, rollback } from './promotion.js';
import { historyLines, releaseListing } from './release-listing.js';
import { releaseFolder } from './release-store.js';
import { localReleases, type Releases } from './releases-context.js';

let dir: string;
let releases: Releases;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'release-listing-test-'));
  releases = localReleases(dir);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test("each release says where it is live and the gate's verdict in each environment", async () => {
  writeFakeRelease(dir, 'shell', idAt(1));
  writeFakeRelease(dir, 'mf-detail', idAt(2));
  writeFakeRelease(dir, 'mf-detail', idAt(3), { shared: { react: ['20.0.0', '^20.0.0'] } });
  await promote(releases, 'staging', 'shell', idAt(1));
  await promote(releases, 'staging', 'mf-detail', idAt(2));
  const { lines, unjudged } = await releaseListing(releases, ['mf-detail']);
  assert.deepEqual(unjudged, []);
  assert.equal(lines[0], 'mf-detail');
  assert.match(lines[1]!, new RegExp(`^  ${idAt(3)} .* gate: refused in staging$`));
  assert.match(lines[2]!, /requires react \^20\.0\.0/);
  assert.match(lines[3]!, new RegExp(`^  ${idAt(2)} .* LIVE in staging  gate: ok$`));
});

test('an environment whose pointer names a release the store lacks is named, the rest listed', async () => {
  writeFakeRelease(dir, 'shell', idAt(1));
  writeFakeRelease(dir, 'mf-detail', idAt(2));
  await promote(releases, 'gone', 'shell', idAt(1));
  await promote(releases, 'kept', 'mf-detail', idAt(2));
  rmSync(releaseFolder(dir, 'shell', idAt(1)), { recursive: true });
  const { lines, unjudged } = await releaseListing(releases, ['mf-detail']);
  assert.deepEqual(unjudged, [
    `gone: not checked, its pointer names shell ${idAt(1)}, not in ${dir}`,
  ]);
  assert.match(lines[1]!, /LIVE in kept {2}gate: ok$/);
});

test('the history lists each change of the apps asked for, newest first', async () => {
  writeFakeRelease(dir, 'mf-detail', idAt(1));
  writeFakeRelease(dir, 'mf-detail', idAt(2));
  await promote(releases, 'local', 'mf-detail', idAt(1));
  await promote(releases, 'local', 'mf-detail', idAt(2));
  await rollback(releases, 'local', 'mf-detail');
  const lines = await historyLines(releases, 'local', ['mf-detail']);
  assert.equal(lines.length, 3);
  assert.match(lines[0]!, new RegExp(`rollback  mf-detail ${idAt(1)} \\(was ${idAt(2)}\\)  by `));
  assert.deepEqual(await historyLines(releases, 'local', ['shell']), ['local: no changes']);
});
