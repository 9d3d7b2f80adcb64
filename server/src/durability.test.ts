import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { execFile } from 'node:child_process';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { RunningBackend } from './index.js';
import { clientFor, testPassword, uniqueEmail } from './test-support.js';

const serverDir = fileURLToPath(new URL('../', import.meta.url));
const run = promisify(execFile);

/** Starts `src/main.ts` as its own process on a data folder and waits for its URL and keys. */
function startServerProcess(
  dataDir: string,
): Promise<{ child: ChildProcess; backend: RunningBackend }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, WATCHWHERE_DATA_DIR: dataDir, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Local Supabase is up: (\S+)/.exec(output)?.[1];
      const anonKey = /anon key:\s+(\S+)/.exec(output)?.[1];
      const serviceRoleKey = /service_role key:\s+(\S+)/.exec(output)?.[1];
      if (url && anonKey && serviceRoleKey) {
        child.stdout!.removeAllListeners('data');
        child.stdout!.resume();
        resolve({ child, backend: { url, anonKey, serviceRoleKey, close: async () => undefined } });
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited early (${code}): ${output}`)));
  });
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

const plus = (dataDir: string, action: string, email: string) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/plus.ts', action, email], {
    cwd: serverDir,
    env: { ...process.env, WATCHWHERE_DATA_DIR: dataDir },
  });

let dataDir: string;
after(() => rm(dataDir, { recursive: true, force: true }));

test('acknowledged writes survive kill -9 and a restart; the plus CLI works with the server up or down', async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'watchwhere-durability-'));
  const email = uniqueEmail('durable');
  const first = await startServerProcess(dataDir);
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
    await killHard(first.child);
  }

  const offline = await plus(dataDir, 'grant', email);
  assert.match(offline.stdout, /Plus until/);

  const second = await startServerProcess(dataDir);
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
    assert.equal(
      (await client.from('profiles').select('is_premium').single()).data?.is_premium,
      false,
    );
  } finally {
    await killHard(second.child);
  }
});
