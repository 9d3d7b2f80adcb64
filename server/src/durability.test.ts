import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { execFile } from 'node:child_process';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startServerProcess, stopProcess } from './server-process.js';
import { clientFor, testPassword, uniqueEmail } from './test-support.js';

const serverDir = fileURLToPath(new URL('../', import.meta.url));
const run = promisify(execFile);

const plus = (dataDir: string, action: string, email: string) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/plus.ts', action, email], {
    cwd: serverDir,
    env: { ...process.env, WATCHWHERE_DATA_DIR: dataDir },
  });

const alerts = (dataDir: string, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/alerts.ts', ...args], {
    cwd: serverDir,
    env: { ...process.env, WATCHWHERE_DATA_DIR: dataDir },
  });
const ranAsOf = (stdout: string) => (JSON.parse(stdout) as { as_of: string }).as_of;

let dataDir: string;
after(() => rm(dataDir, { recursive: true, force: true }));

test('acknowledged writes survive kill -9 and a restart; the plus and alerts CLIs work with the server up or down', async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'watchwhere-durability-'));
  const email = uniqueEmail('durable');
  const first = await startServerProcess({ WATCHWHERE_DATA_DIR: dataDir });
  try {
    const client = clientFor(first.backend);
    assert.equal((await client.auth.signUp({ email, password: testPassword })).error, null);
    const inbox = await fetch(
      `${first.backend.url}/inbox/messages?email=${encodeURIComponent(email)}`,
    );
    const [mail] = ((await inbox.json()) as { messages: { link: string }[] }).messages;
    assert.equal((await fetch(mail!.link, { redirect: 'manual' })).status, 303);
    assert.equal(
      (await client.auth.signInWithPassword({ email, password: testPassword })).error,
      null,
    );
    const added = await client
      .from('watchlist')
      .insert({ media_type: 'tv', tmdb_id: 66732, title: 'Stranger Things' });
    assert.equal(added.status, 201);
  } finally {
    await stopProcess(first.child, 'SIGKILL');
  }

  const offline = await plus(dataDir, 'grant', email);
  assert.match(offline.stdout, /Plus until/);
  assert.equal(
    ranAsOf((await alerts(dataDir, 'run', '--as-of', '2026-11-24')).stdout),
    '2026-11-24',
  );
  await assert.rejects(alerts(dataDir, 'run', '--as-of', '2026-02-30'), { code: 2 });

  const second = await startServerProcess({ WATCHWHERE_DATA_DIR: dataDir });
  try {
    assert.equal(second.backend.anonKey, first.backend.anonKey, 'keys are kept in the data folder');
    const client = clientFor(second.backend);
    assert.equal(
      (await client.auth.signInWithPassword({ email, password: testPassword })).error,
      null,
    );
    assert.deepEqual((await client.from('watchlist').select('title')).data, [
      { title: 'Stranger Things' },
    ]);
    assert.equal(
      (await client.from('profiles').select('is_premium').single()).data?.is_premium,
      true,
    );

    const online = await plus(dataDir, 'revoke', email);
    assert.match(online.stdout, /Plus revoked/);
    const engine = await alerts(dataDir, 'run', '--as-of', '2026-11-25');
    assert.equal(ranAsOf(engine.stdout), '2026-11-25');
    assert.equal(
      (await client.from('profiles').select('is_premium').single()).data?.is_premium,
      false,
    );
  } finally {
    await stopProcess(second.child, 'SIGKILL');
  }
});
