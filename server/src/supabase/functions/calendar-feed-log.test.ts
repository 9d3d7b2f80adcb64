import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { startServerProcess } from '../../server-process.js';
import { calendarFeedUrls } from '../../../../supabase/functions/_shared/calendar-feed-url.ts';

test('the backend’s request log names the feed’s route, never its token', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'watchwhere-feed-log-'));
  const server = await startServerProcess({ WATCHWHERE_DATA_DIR: dataDir });
  let log = '';
  server.child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    const token = randomBytes(32).toString('hex');
    const { url } = calendarFeedUrls(`${server.backend.url}/functions/v1`, token);
    assert.equal((await fetch(url)).status, 404);
    assert.equal((await fetch(`${url}?token=${token}`, { method: 'HEAD' })).status, 404);
    const feedLines = () => log.split('\n').filter((line) => line.includes('calendar-feed'));
    for (let wait = 0; wait < 100 && feedLines().length < 2; wait++) await sleep(50);

    const lines = feedLines();
    assert.equal(lines.length, 2, log);
    assert.ok(!log.includes(token), 'the token is nowhere in the log');
    assert.deepEqual(
      lines
        .map((line) => JSON.parse(line) as { route: string; url: string })
        .map(({ route, url: logged }) => [route, logged]),
      [
        ['/functions/v1/calendar-feed/*', '/functions/v1/calendar-feed/[token].ics'],
        ['/functions/v1/calendar-feed/*', '/functions/v1/calendar-feed/[token].ics?token'],
      ],
    );
  } finally {
    await server.backend.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});
