/** TMDB failing or limiting us, against the fixture TMDB: pauses, stale answers, circuit, queue. */
import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { createOperations } from 'observability';
import { buildCatalogServer } from '../../catalog-server.js';
import { guardedFastify } from '../../http/guarded-fastify.js';
import { catalogPlugin } from '../index.js';
import { TmdbSource, type TmdbSourceOptions } from './tmdb-source.js';
import { FIXTURE_API_KEY, startFixtureTmdb, type FixtureTmdb } from './testing/fixture-server.js';

let tmdb: FixtureTmdb;

before(async () => {
  tmdb = await startFixtureTmdb();
});
after(() => tmdb.close());
beforeEach(() => {
  tmdb.requests.length = 0;
  tmdb.outage = undefined;
});

/** A catalog server on the fixture whose answers are never fresh: each call asks TMDB. */
async function catalogOn(
  options: Partial<TmdbSourceOptions> = {},
  logTo?: NodeJS.WritableStream,
): Promise<FastifyInstance> {
  const source = new TmdbSource({
    apiKey: FIXTURE_API_KEY,
    baseUrl: tmdb.baseUrl,
    timeoutMs: 300,
    freshForMs: 0,
    ...options,
  });
  const operations = createOperations({ service: 'catalog', log: logTo !== undefined, logTo });
  const app = guardedFastify({ operations, allowedHosts: ['localhost'] });
  await app.register(catalogPlugin, { prefix: '/catalog', source });
  return app;
}

/** The messages of the log lines written to `stream` so far. */
function logged(stream: PassThrough): string[] {
  const lines = String(stream.read() ?? '')
    .split('\n')
    .filter(Boolean);
  return lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
}

const callsTo = (path: string) => tmdb.requests.filter((call) => call.startsWith(path)).length;

async function counted(app: FastifyInstance, status: string): Promise<number> {
  const text = await app.operations.metrics.registry.metrics();
  const line = new RegExp(`^watchwhere_tmdb_requests_total\\{status="${status}"\\} (\\d+)$`, 'm');
  return Number(line.exec(text)?.[1] ?? 0);
}

test('a 429 with Retry-After: 2 stops every call for 2 s; kept answers are served stale', async () => {
  const app = await catalogOn();
  assert.equal((await app.inject('/catalog/3/movie/550')).statusCode, 200);
  tmdb.outage = { status: 429, headers: { 'retry-after': '2' } };
  const limited = await app.inject('/catalog/3/movie/popular');
  const pausedAt = Date.now();
  assert.equal(limited.statusCode, 503);
  assert.equal(limited.headers['retry-after'], '2');
  assert.equal(limited.json().status_message, 'TMDB API error: 429');
  tmdb.outage = undefined;
  const callsWhenPaused = tmdb.requests.length;

  while (Date.now() - pausedAt < 1800) {
    const kept = await app.inject('/catalog/3/movie/550');
    assert.equal(kept.statusCode, 200);
    assert.equal(kept.headers['x-watchwhere-stale'], '1');
    assert.equal(kept.json().title, 'Fight Club');
    assert.match(String(kept.headers['cache-control']), /max-age=60$/);
    const none = await app.inject('/catalog/3/tv/popular');
    assert.equal(none.statusCode, 503);
    assert.ok(Number(none.headers['retry-after']) >= 1);
    await sleep(100);
  }
  assert.equal(tmdb.requests.length, callsWhenPaused, 'no call to TMDB while paused');

  await sleep(Math.max(0, 2050 - (Date.now() - pausedAt)));
  const fresh = await app.inject('/catalog/3/movie/550');
  assert.equal(fresh.statusCode, 200);
  assert.equal(fresh.headers['x-watchwhere-stale'], undefined);
  assert.equal(tmdb.requests.length, callsWhenPaused + 1);
  assert.equal(await counted(app, '429'), 1);
  assert.ok((await counted(app, 'paused')) >= 10);
  assert.equal(await counted(app, '2xx'), 2);
});

test('TMDB down: kept answers stale while kept, then, as for the rest, 503 with Retry-After', async () => {
  const app = await catalogOn({ keepForMs: 600 });
  assert.equal((await app.inject('/catalog/3/movie/550')).statusCode, 200);
  tmdb.outage = { status: 503 };
  const kept = await app.inject('/catalog/3/movie/550');
  assert.equal(kept.statusCode, 200);
  assert.equal(kept.headers['x-watchwhere-stale'], '1');
  // Served at once: with an answer to give, a failed call is not tried again.
  assert.equal(callsTo('/3/movie/550'), 2);
  const never = await app.inject('/catalog/3/tv/1396');
  assert.equal(never.statusCode, 503);
  assert.equal(never.headers['retry-after'], '5');
  await sleep(700);
  const expired = await app.inject('/catalog/3/movie/550');
  assert.equal(expired.statusCode, 503);
  assert.ok(Number(expired.headers['retry-after']) >= 1);
});

test('an unreachable TMDB is a 503, never a 500', async () => {
  const closed = await startFixtureTmdb();
  await closed.close();
  const app = await catalogOn({ baseUrl: closed.baseUrl });
  const response = await app.inject('/catalog/3/movie/550');
  assert.equal(response.statusCode, 503);
  assert.equal(response.json().status_message, 'TMDB API error: network');
  assert.equal(await counted(app, 'network'), 2);
});

test('repeated failures open the circuit: no calls, 503 and not ready until a trial call passes', async () => {
  const log = new PassThrough();
  const app = await catalogOn({ circuitVolume: 4, circuitResetMs: 800 }, log);
  tmdb.outage = { status: 503 };
  for (const id of [1, 2, 3]) await app.inject(`/catalog/3/movie/${id}`);
  const callsWhenOpen = tmdb.requests.length;
  const refused = await app.inject('/catalog/3/movie/4');
  assert.equal(refused.statusCode, 503);
  assert.equal(refused.json().status_message, 'TMDB API error: circuit open');
  assert.ok(Number(refused.headers['retry-after']) >= 1);
  assert.equal(tmdb.requests.length, callsWhenOpen);
  const readiness = await app.inject('/readyz');
  assert.equal(readiness.statusCode, 503);
  assert.deepEqual(readiness.json().missing, ['catalog']);
  assert.ok((await counted(app, 'circuit_open')) >= 1);

  tmdb.outage = undefined;
  await sleep(900);
  assert.equal((await app.inject('/catalog/3/movie/550')).statusCode, 200);
  assert.equal((await app.inject('/readyz')).statusCode, 200);
  assert.equal((await app.inject('/catalog/3/tv/1396')).statusCode, 200);
  await sleep(50); // the log writes asynchronously
  const circuit = logged(log).filter((message) => /circuit/.test(message));
  assert.deepEqual(circuit, [
    'TMDB failing: circuit open',
    'TMDB circuit half-open',
    'TMDB circuit closed',
  ]);
});

test('404s do not open the circuit; an open circuit with kept answers stays ready', async () => {
  const app = await catalogOn({ circuitVolume: 4, circuitResetMs: 60_000 });
  for (let id = 0; id < 12; id++) {
    assert.equal((await app.inject(`/catalog/3/movie/42424${id}`)).statusCode, 404);
  }
  assert.equal(await counted(app, '404'), 12);
  assert.equal((await app.inject('/catalog/3/movie/550')).statusCode, 200);
  assert.equal(await counted(app, 'circuit_open'), 0);
  tmdb.outage = { status: 500 };
  for (let id = 1; id <= 10; id++) await app.inject(`/catalog/3/movie/${id}`);
  assert.ok((await counted(app, 'circuit_open')) >= 1);
  const kept = await app.inject('/catalog/3/movie/550');
  assert.equal(kept.headers['x-watchwhere-stale'], '1');
  assert.equal((await app.inject('/readyz')).statusCode, 200);
});

test('past the queue, calls are refused at once with 503 and Retry-After', async () => {
  const app = await catalogOn({ maxRps: 50, maxQueue: 2 });
  const responses = await Promise.all(
    Array.from({ length: 40 }, (_, page) => app.inject(`/catalog/3/search/multi?query=q${page}`)),
  );
  const refused = responses.filter((response) => response.statusCode === 503);
  assert.ok(refused.length >= 10, `${refused.length} refused`);
  for (const response of refused) {
    assert.equal(response.json().status_message, 'TMDB API error: queue full');
    assert.equal(response.headers['retry-after'], '1');
  }
  assert.equal(tmdb.requests.length, 40 - refused.length);
  assert.equal(await counted(app, 'queue_full'), refused.length);
});

test('TMDB call durations are measured; the offline catalog is ready at once', async () => {
  const app = await catalogOn();
  await app.inject('/catalog/3/movie/550');
  const text = await app.operations.metrics.registry.metrics();
  assert.match(text, /^watchwhere_tmdb_request_duration_seconds_count 1$/m);
  const offline = await buildCatalogServer();
  assert.equal((await offline.inject('/readyz')).statusCode, 200);
});
