import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { runToExit, startServerProcess } from './server-process.js';

/** Starts `pnpm --filter server start`'s program in a mode; returns what it printed and what /inbox answers. */
async function startUpIn(mode: 'local' | 'production') {
  const dataDir = await mkdtemp(join(tmpdir(), `watchwhere-main-${mode}-`));
  const server = await startServerProcess({
    WATCHWHERE_DATA_DIR: dataDir,
    WATCHWHERE_ENV: mode === 'production' ? 'production' : '',
  });
  try {
    const inboxStatus = (await fetch(`${server.backend.url}/inbox`)).status;
    const { url, serviceRoleKey } = server.backend;
    const keysFileMode = (await stat(join(dataDir, 'local-keys.json'))).mode & 0o777;
    return { summary: server.summary, url, serviceRoleKey, inboxStatus, dataDir, keysFileMode };
  } finally {
    await server.backend.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

test('the server alone prints its inbox in local mode, where it answers', async () => {
  const { summary, url, inboxStatus } = await startUpIn('local');
  assert.match(summary, new RegExp(`local inbox: +${url}/inbox\\n`));
  assert.equal(inboxStatus, 200);
});

test('in production mode it prints no inbox (not served there) and no service-role key', async () => {
  const { summary, inboxStatus, dataDir, serviceRoleKey, keysFileMode } =
    await startUpIn('production');
  assert.doesNotMatch(summary, /inbox/);
  assert.equal(inboxStatus, 404);
  assert.match(summary, /anon key: +eyJ/);
  assert.ok(summary.includes(`service_role key: not printed in production, see ${dataDir}`));
  // The key the summary points to is the backend's: it is in the file, not in the log.
  assert.match(serviceRoleKey, /^eyJ/);
  assert.ok(!summary.includes(serviceRoleKey));
  assert.equal(keysFileMode.toString(8), '600', 'only its owner reads the keys file');
});

test('a bad HOST, PORT or catalog setting stops it with one line, before the data folder', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'watchwhere-main-settings-'));
  try {
    const cases: [NodeJS.ProcessEnv, RegExp][] = [
      [{ PORT: '99999' }, /^PORT must be a port number/],
      [{ HOST: 'http://127.0.0.1' }, /^HOST must be/],
      [{ TMDB_BASE_URL: 'not a url' }, /^TMDB_BASE_URL must be an http\(s\) URL/],
    ];
    for (const [env, named] of cases) {
      const run = await runToExit('src/main.ts', { WATCHWHERE_DATA_DIR: dataDir, ...env });
      assert.equal(run.code, 1, JSON.stringify(env));
      assert.match(run.stderr, named);
      assert.equal(run.stderr.trimEnd().split('\n').length, 1, run.stderr);
    }
    assert.deepEqual(await readdir(dataDir), []);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
