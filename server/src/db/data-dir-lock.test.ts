import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { startBackend } from '../index.js';
import { clientFor, signedInClient } from '../test-support.js';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.js';

const folders: string[] = [];
after(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))));

async function dataFolder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'watchwhere-lock-'));
  folders.push(dir);
  return dir;
}

const start = (dataDir: string) =>
  startBackend({ dataDir, port: 0, emailConfirmation: false, siteUrls: ['http://localhost:3000'] });

test('a second server on a held data folder refuses to start, naming the holder; no write is lost', async () => {
  const dataDir = await dataFolder();
  const first = await start(dataDir);
  let firstOpen = true;
  try {
    await assert.rejects(start(dataDir), (error: Error) => {
      assert.ok(error instanceof DataDirInUseError);
      assert.match(error.message, new RegExp(`process ${process.pid} serving ${first.url}`));
      assert.match(error.message, /WATCHWHERE_DATA_DIR/);
      return true;
    });
    const { client, user } = await signedInClient(first, 'locked');
    const rows = Array.from({ length: 100 }, (_, i) => ({
      media_type: 'movie',
      tmdb_id: i + 1,
      title: `Film ${i + 1}`,
    }));
    assert.equal((await client.from('watchlist').insert(rows)).error, null);
    await first.close();
    firstOpen = false;

    const restarted = await start(dataDir);
    try {
      const service = clientFor(restarted, restarted.serviceRoleKey);
      const { count } = await service
        .from('watchlist')
        .select('*', { count: 'exact', head: true })
        .eq('user_id', user.id);
      assert.equal(count, 100);
    } finally {
      await restarted.close();
    }
  } finally {
    if (firstOpen) await first.close();
  }
});

test('a lock left by a process that no longer runs (kill -9) is taken over', async () => {
  const dataDir = await dataFolder();
  const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  await writeFile(
    join(dataDir, 'backend.lock'),
    JSON.stringify({ pid: Number(gone.stdout.toString()), startedAt: '2026-01-01T00:00:00Z' }),
  );
  const backend = await start(dataDir);
  await backend.close();
});

test('a lock file naming no real process (0, negative, garbage) is taken over', async () => {
  for (const content of ['{"pid":0}', '{"pid":-1}', '{"pid":"1"}', 'not json']) {
    const dataDir = await dataFolder();
    const file = join(dataDir, 'backend.lock');
    await writeFile(file, content);
    const lock = await lockDataDir(dataDir);
    assert.equal((JSON.parse(await readFile(file, 'utf8')) as { pid: number }).pid, process.pid);
    await lock.release();
    await assert.rejects(readFile(file), { code: 'ENOENT' });
  }
});
