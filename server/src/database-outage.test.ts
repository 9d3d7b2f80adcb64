// The backend through a PostgreSQL outage (WATCHWHERE_TEST_POSTGRES_URL; `pnpm test` and CI
// start one): it stays up, says it is not ready while the database is away, refuses writes with a
// clear answer, and keeps everything it acknowledged.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { StartedBackend } from './index.js';
import { signedInClient, startTestBackend } from './test-support.js';

const POSTGRES_URL = process.env.WATCHWHERE_TEST_POSTGRES_URL?.trim();
const testPostgres = fileURLToPath(new URL('../../scripts/test-postgres.sh', import.meta.url));
const run = promisify(execFile);
const cluster = (action: 'down' | 'up' | 'restart') => run('bash', [testPostgres, action]);

const readiness = async (backend: StartedBackend) => {
  const response = await fetch(`${backend.url}/readyz`);
  return { status: response.status, body: (await response.json()) as { missing?: string[] } };
};

const waitUntil = async (check: () => Promise<boolean>, ms: number) => {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
};

describe(
  'the backend through a database outage',
  { skip: POSTGRES_URL ? false : 'set WATCHWHERE_TEST_POSTGRES_URL' },
  () => {
    let backend: StartedBackend;
    before(async () => {
      backend = await startTestBackend({ databaseUrl: POSTGRES_URL });
    });
    after(async () => {
      await cluster('up').catch(() => undefined);
      await backend.close();
    });

    test('a restart: the process stays up and the next request is served', async () => {
      const { client } = await signedInClient(backend, 'restart');
      await cluster('restart');
      // The idle connections broke; the pool opens new ones (an unhandled error would end us).
      const read = await client.from('watchlist').select('tmdb_id');
      assert.equal(read.error, null);
      assert.equal((await readiness(backend)).status, 200);
    });

    test('away: not ready, a write refused with 503, then nothing acknowledged lost', async () => {
      const { client } = await signedInClient(backend, 'outage');
      const add = (tmdb_id: number, title: string) =>
        client.from('watchlist').insert({ tmdb_id, title, media_type: 'movie' });
      assert.equal((await add(603, 'The Matrix')).status, 201);
      await cluster('down');
      try {
        assert.deepEqual(await readiness(backend), {
          status: 503,
          body: { status: 'unavailable', missing: ['database'] },
        });
        const refused = await add(155, 'The Dark Knight');
        assert.equal(refused.status, 503);
        assert.equal(refused.error?.code, 'database_unavailable');
        assert.match(refused.error?.message ?? '', /nothing was saved/);
        const health = await fetch(`${backend.url}/healthz`);
        assert.equal(health.status, 200, 'the process itself is up');
      } finally {
        await cluster('up');
      }
      assert.ok(await waitUntil(async () => (await readiness(backend)).status === 200, 15_000));
      const { data } = await client.from('watchlist').select('tmdb_id').order('tmdb_id');
      assert.deepEqual(data, [{ tmdb_id: 603 }]);
      assert.equal((await add(155, 'The Dark Knight')).status, 201);
    });
  },
);
