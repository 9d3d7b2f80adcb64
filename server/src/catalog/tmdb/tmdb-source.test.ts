import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { catalogPlugin } from '../index.js';
import { TmdbSource } from './tmdb-source.js';
import {
  FIXTURE_API_KEY,
  FIXTURE_READ_TOKEN,
  startFixtureTmdb,
  type FixtureTmdb,
} from './testing/fixture-server.js';

let tmdb: FixtureTmdb;
let app: FastifyInstance;

async function appWith(source: TmdbSource): Promise<FastifyInstance> {
  const server = Fastify();
  await server.register(catalogPlugin, { prefix: '/catalog', source });
  return server;
}

before(async () => {
  tmdb = await startFixtureTmdb();
});
after(() => tmdb.close());
beforeEach(async () => {
  tmdb.requests.length = 0;
  app = await appWith(
    new TmdbSource({ apiKey: FIXTURE_API_KEY, baseUrl: tmdb.baseUrl, timeoutMs: 300 }),
  );
});

test('proxies the same paths with the v3 key added on the server side only', async () => {
  const response = await app.inject('/catalog/3/search/multi?query=fight&api_key=from-browser');
  assert.equal(response.statusCode, 200);
  assert.equal(response.json().results[0].title, 'Fight Club');
  assert.equal(response.headers.x_sample, undefined);
  assert.deepEqual(tmdb.requests, [
    `/3/search/multi?language=en-US&query=fight&api_key=${FIXTURE_API_KEY}`,
  ]);
  assert.ok(!response.body.includes(FIXTURE_API_KEY));
});

test('sends TMDB the first 200 characters of a longer query', async () => {
  const response = await app.inject(
    `/catalog/3/search/multi?query=${encodeURIComponent('é'.repeat(199) + 'fight club')}`,
  );
  assert.equal(response.statusCode, 200);
  const sent = new URL(tmdb.requests[0]!, 'http://tmdb.test').searchParams.get('query');
  assert.equal(sent, 'é'.repeat(199) + 'f');
});

test('/ww/coverage in TMDB mode says the catalog is not a sample, without calling TMDB', async () => {
  const response = await app.inject('/catalog/ww/coverage?x=%00junk');
  assert.equal(response.statusCode, 400);
  const coverage = await app.inject('/catalog/ww/coverage?constructor=1');
  assert.equal(coverage.statusCode, 200);
  assert.deepEqual(coverage.json(), { sample: false });
  assert.match(String(coverage.headers['cache-control']), /max-age=86400/);
  assert.deepEqual(tmdb.requests, []);
});

test('forwards only the parameters a path reads: junk neither reaches TMDB nor misses the cache', async () => {
  await app.inject('/catalog/3/search/multi?query=fight&page=1');
  const junk = await app.inject('/catalog/3/search/multi?x=junk&page=1&query=fight&language=xx');
  assert.equal(junk.statusCode, 200);
  assert.deepEqual(tmdb.requests, [
    `/3/search/multi?language=en-US&page=1&query=fight&api_key=${FIXTURE_API_KEY}`,
  ]);
});

test('sends every call in the visitor’s language and country, as TMDB names them', async () => {
  await app.inject('/catalog/3/movie/popular?language=pt-br&region=br');
  await app.inject('/catalog/3/genre/tv/list?language=ja');
  assert.deepEqual(tmdb.requests, [
    `/3/movie/popular?language=pt-BR&region=BR&api_key=${FIXTURE_API_KEY}`,
    `/3/genre/tv/list?language=ja-JP&api_key=${FIXTURE_API_KEY}`,
  ]);
  const malformed = await app.inject('/catalog/3/movie/popular?language=de_DE%3Cscript%3E');
  assert.equal(malformed.statusCode, 422);
  assert.equal(tmdb.requests.length, 2);
});

test('a title with no overview in the language gets its English one, asked for once', async () => {
  const translated = await app.inject('/catalog/3/tv/1396?language=de');
  assert.match(translated.json().overview, /^Walter White, ein Chemielehrer/);
  const first = await app.inject('/catalog/3/movie/550?language=de');
  const again = await app.inject('/catalog/3/movie/550?language=de');
  for (const response of [first, again]) {
    assert.match(response.json().overview, /^A ticking-time-bomb insomniac/);
  }
  assert.deepEqual(
    tmdb.requests.filter((path) => path.startsWith('/3/movie/550')),
    [
      `/3/movie/550?language=de-DE&api_key=${FIXTURE_API_KEY}`,
      `/3/movie/550?language=en-US&api_key=${FIXTURE_API_KEY}`,
    ],
  );
});

test('sends a read token as a bearer token', async () => {
  const withToken = await appWith(
    new TmdbSource({ readToken: FIXTURE_READ_TOKEN, baseUrl: tmdb.baseUrl }),
  );
  const response = await withToken.inject(
    '/catalog/3/movie/550?append_to_response=credits,watch/providers',
  );
  assert.equal(response.statusCode, 200);
  assert.equal(response.json().credits.crew[0].job, 'Director');
  assert.ok(response.json()['watch/providers'].results.US);
});

test('caches answers: a second identical call does not reach TMDB', async () => {
  await app.inject('/catalog/3/genre/movie/list');
  await app.inject('/catalog/3/genre/movie/list');
  assert.equal(tmdb.requests.length, 1);
});

test('retries a 5xx once after a short wait, then answers 503 with Retry-After', async () => {
  tmdb.failNext.set('/3/tv/popular', 1);
  assert.equal((await app.inject('/catalog/3/tv/popular')).statusCode, 200);
  tmdb.failNext.set('/3/movie/popular', 2);
  const failed = await app.inject('/catalog/3/movie/popular');
  assert.equal(failed.statusCode, 503);
  assert.equal(failed.headers['retry-after'], '5');
  assert.equal(failed.json().status_message, 'TMDB API error: 5xx');
  assert.equal(tmdb.requests.filter((path) => path.startsWith('/3/movie/popular')).length, 2);
});

test('times out a slow answer without asking again, and answers 503', async () => {
  tmdb.delays.set('/3/trending/all/week', 1000);
  const response = await app.inject('/catalog/3/trending/all/week');
  assert.equal(response.statusCode, 503);
  assert.equal(response.headers['retry-after'], '5');
  assert.equal(response.json().status_message, 'TMDB API error: timeout');
  assert.equal(tmdb.requests.length, 1);
  tmdb.delays.clear();
});

test("passes TMDB's 4xx through with its status", async () => {
  const missing = await app.inject('/catalog/3/movie/424242');
  assert.equal(missing.statusCode, 404);
  assert.equal(missing.json().status_message, 'TMDB API error: 404');
  const badKey = await appWith(new TmdbSource({ apiKey: 'wrong', baseUrl: tmdb.baseUrl }));
  const unauthorised = await badKey.inject('/catalog/3/configuration');
  assert.equal(unauthorised.statusCode, 401);
  assert.equal(unauthorised.json().status_message, 'TMDB API error: 401');
});

test('validates parameters before calling TMDB', async () => {
  const response = await app.inject('/catalog/3/discover/movie?with_watch_providers=8');
  assert.equal(response.statusCode, 422);
  assert.equal(tmdb.requests.length, 0);
});

test('ranks are positions in TMDB trending (day, week) and popular lists', async () => {
  const response = await app.inject('/catalog/ranks/movie/550');
  assert.deepEqual(response.json(), { '1d': 1, '7d': null, '30d': 1 });
});
