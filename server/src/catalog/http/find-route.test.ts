/** `/3/find/{imdb id}?external_source=imdb_id`: TMDB's answer in TMDB mode, empty lists offline. */
import assert from 'node:assert/strict';
import { after, beforeEach, describe, test } from 'node:test';
import Fastify from 'fastify';
import { TEST_CATALOG_DAY } from '../test-day.js';
import { catalogPlugin, type CatalogSource } from '../index.js';
import { OfflineSource } from '../offline/offline-source.js';
import { FIXTURE_API_KEY, startFixtureTmdb } from '../tmdb/testing/fixture-server.js';
import { tmdbSourceFromEnv } from '../tmdb/tmdb-source.js';

const RESULT_LISTS = [
  'movie_results',
  'person_results',
  'tv_results',
  'tv_episode_results',
  'tv_season_results',
];

const fixture = await startFixtureTmdb();
after(() => fixture.close());

async function catalogOn(source: CatalogSource) {
  const app = Fastify();
  await app.register(catalogPlugin, { prefix: '/catalog', today: TEST_CATALOG_DAY, source });
  return (url: string) => app.inject(`/catalog${url}`);
}

// TMDB mode as the server's environment sets it up: a key and TMDB_BASE_URL (the fake upstream).
const tmdb = await catalogOn(
  tmdbSourceFromEnv({ TMDB_API_KEY: FIXTURE_API_KEY, TMDB_BASE_URL: fixture.baseUrl })!,
);
const offline = await catalogOn(new OfflineSource());
beforeEach(() => {
  fixture.requests.length = 0;
});

describe('find by IMDb id in TMDB mode', () => {
  test('passes the lookup through to TMDB and answers its five result lists', async () => {
    const response = await tmdb('/3/find/tt0137523?external_source=imdb_id&junk=1');
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.deepEqual(Object.keys(body).sort(), [...RESULT_LISTS].sort());
    assert.equal(body.movie_results[0].id, 550);
    assert.equal(body.movie_results[0].media_type, 'movie');
    assert.deepEqual(body.tv_results, []);
    assert.match(String(response.headers['cache-control']), /max-age=3600/);
    assert.deepEqual(fixture.requests, [
      `/3/find/tt0137523?external_source=imdb_id&language=en-US&api_key=${FIXTURE_API_KEY}`,
    ]);
  });

  test('finds series too, reads the id in any case and asks TMDB in lower case, once', async () => {
    const series = await tmdb('/3/find/TT0903747?external_source=imdb_id');
    assert.equal(series.json().tv_results[0].name, 'Breaking Bad');
    await tmdb('/3/find/tt0903747?external_source=imdb_id');
    assert.deepEqual(fixture.requests, [
      `/3/find/tt0903747?external_source=imdb_id&language=en-US&api_key=${FIXTURE_API_KEY}`,
    ]);
  });

  test('an id TMDB does not know answers empty lists, as TMDB does', async () => {
    const response = await tmdb('/3/find/tt9999999?external_source=imdb_id');
    assert.equal(response.statusCode, 200);
    for (const list of RESULT_LISTS) assert.deepEqual(response.json()[list], [], list);
  });
});

describe('find by IMDb id offline', () => {
  test('the offline catalog holds no IMDb ids: the same five lists, empty, marked sample', async () => {
    const response = await offline('/3/find/tt0133093?external_source=imdb_id');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      movie_results: [],
      person_results: [],
      tv_results: [],
      tv_episode_results: [],
      tv_season_results: [],
      x_sample: true,
    });
    assert.equal(response.headers.x_sample, 'true');
  });
});

describe('find: bad input is a 400 from both sources, and never reaches TMDB', () => {
  const bad: [string, RegExp][] = [
    ['/3/find/tt0137523', /^external_source must be imdb_id/],
    ['/3/find/tt0137523?external_source=', /^external_source must be imdb_id/],
    ['/3/find/tt0137523?external_source=tvdb_id', /^external_source must be imdb_id/],
    ['/3/find/tt0137523?external_source=constructor', /^external_source must be imdb_id/],
    ['/3/find/0137523?external_source=imdb_id', /^external_id must be an IMDb id/],
    ['/3/find/tt12?external_source=imdb_id', /^external_id must be an IMDb id/],
    ['/3/find/tt01375230000000?external_source=imdb_id', /^external_id must be an IMDb id/],
    ['/3/find/tt0137523%00?external_source=imdb_id', /^external_id must be an IMDb id/],
    ['/3/find/..%2Fmovie%2F550?external_source=imdb_id', /^external_id must be an IMDb id/],
    ['/3/find/__proto__?external_source=imdb_id', /^external_id must be an IMDb id/],
  ];
  for (const [name, call] of [
    ['TMDB', tmdb],
    ['offline', offline],
  ] as const) {
    test(name, async () => {
      for (const [url, message] of bad) {
        const response = await call(url);
        assert.equal(response.statusCode, 400, url);
        assert.equal(response.json().status_code, 18, url);
        assert.match(response.json().status_message, message, url);
      }
      assert.deepEqual(fixture.requests, []);
    });
  }
});
