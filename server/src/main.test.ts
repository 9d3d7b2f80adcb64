import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { startServerProcess } from './server-process.js';

/** Starts `pnpm --filter server start`'s program in a mode; returns what it printed and what /inbox answers. */
async function startUpIn(mode: 'local' | 'production') {
  const dataDir = await mkdtemp(join(tmpdir(), `watchwhere-main-${mode}-`));
  const server = await startServerProcess({
    WATCHWHERE_DATA_DIR: dataDir,
    WATCHWHERE_ENV: mode === 'production' ? 'production' : '',
  });
  try {
    const inboxStatus = (await fetch(`${server.backend.url}/inbox`)).status;
    return { summary: server.summary, url: server.backend.url, inboxStatus };
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

test('in production mode it prints no inbox, which is not served there', async () => {
  const { summary, inboxStatus } = await startUpIn('production');
  assert.match(summary, /service_role key:/);
  assert.doesNotMatch(summary, /inbox/);
  assert.equal(inboxStatus, 404);
});
