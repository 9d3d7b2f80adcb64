/**
 * Many distinct uncached URLs from one client spend at most TMDB_MAX_RPS calls a second, while
 * another client's cached answers keep coming (small figures here; server/README.md has the
 * full-size run: 10,000 URLs in 10 s at the defaults).
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildCatalogServer } from '../../catalog-server.js';
import { withInternalToken } from 'observability';
import { TmdbSource } from './tmdb-source.js';
import { FIXTURE_API_KEY, startFixtureTmdb, type FixtureTmdb } from './testing/fixture-server.js';
import { urlBurst, type BurstFigures } from './testing/url-burst.js';

const MAX_RPS = 20;
const PER_MINUTE = 100;
const TOKEN = 'internal-token-for-tests-0123456789';
const CACHED = '/catalog/3/movie/550';

let tmdb: FixtureTmdb;
let app: FastifyInstance;

before(async () => {
  tmdb = await startFixtureTmdb();
});
after(() => tmdb.close());
// A server of its own for each test: the other client's own limit starts afresh.
beforeEach(async () => {
  const source = new TmdbSource({
    apiKey: FIXTURE_API_KEY,
    baseUrl: tmdb.baseUrl,
    maxRps: MAX_RPS,
    maxQueue: MAX_RPS,
  });
  app = await buildCatalogServer({
    source,
    inboundLimit: { perMinute: PER_MINUTE, internalToken: TOKEN },
  });
  assert.equal((await app.inject({ url: CACHED, remoteAddress: '198.51.100.20' })).statusCode, 200);
});

test('3,000 distinct URLs in 3 s from one client: at most TMDB_MAX_RPS × 3 calls', async () => {
  const figures = await urlBurst(app, tmdb, { urls: 3000, seconds: 3, cachedUrl: CACHED });
  assert.ok(figures.upstreamCalls <= MAX_RPS * 3, JSON.stringify(figures));
  // The client's limit first, then the queue: refused at once, never a 500.
  assert.equal(figures.statuses[429], 3000 - PER_MINUTE, JSON.stringify(figures));
  assert.equal(figures.statuses[200], figures.upstreamCalls);
  assert.equal((figures.statuses[503] ?? 0) + figures.upstreamCalls, PER_MINUTE);
  assertCachedKeptComing(figures.cached, 3);
});

test('an internal caller is not limited inbound: TMDB still gets at most TMDB_MAX_RPS a second', async () => {
  const figures = await urlBurst(app, tmdb, {
    urls: 2000,
    seconds: 2,
    headers: withInternalToken({}, TOKEN),
    cachedUrl: CACHED,
  });
  const { callsWhileSending, sendingSeconds, upstreamCalls, seconds } = figures;
  assert.ok(callsWhileSending <= MAX_RPS * sendingSeconds + 1, JSON.stringify(figures));
  // Then the calls still waiting their turn, at the same rate.
  assert.ok(upstreamCalls <= MAX_RPS * seconds + 1, JSON.stringify(figures));
  assert.equal(figures.statuses[429], undefined);
  assert.equal(figures.statuses[200], figures.upstreamCalls);
  assert.equal(figures.statuses[503], 2000 - figures.upstreamCalls);
  assertCachedKeptComing(figures.cached, 2);
});

function assertCachedKeptComing(cached: BurstFigures['cached'], seconds: number) {
  assert.ok(cached.answers >= seconds * 10, JSON.stringify(cached));
  assert.equal(cached.notFresh, 0);
  assert.ok(cached.slowestMs < 500, JSON.stringify(cached));
}
