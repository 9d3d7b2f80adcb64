/**
 * Keys a request names (path segments, sort fields, regions, monetisation types, appended parts,
 * image sizes…) set to the names every JavaScript object has, and NUL characters: always a 4xx with
 * TMDB's error body, from both sources.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import Fastify from 'fastify';
import { TEST_CATALOG_DAY } from '../test-day.js';
import { catalogPlugin, type CatalogSource } from '../index.js';
import { OfflineSource } from '../offline/offline-source.js';
import { FIXTURE_API_KEY, startFixtureTmdb } from '../tmdb/testing/fixture-server.js';
import { TmdbSource } from '../tmdb/tmdb-source.js';

const OBJECT_KEYS = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty'];

/** Each place a request names a key, with the status TMDB gives for an unknown one. */
const KEYED_URLS: [(key: string) => string, number][] = [
  [(key) => `/3/discover/movie?sort_by=${key}.desc`, 422],
  [(key) => `/3/discover/tv?sort_by=${key}.asc`, 422],
  [(key) => `/3/discover/movie?watch_region=US&with_watch_monetization_types=${key}`, 422],
  [(key) => `/3/discover/movie?watch_region=${key}`, 422],
  [(key) => `/3/discover/movie?with_original_language=${key}`, 422],
  [(key) => `/3/discover/movie?with_genres=${key}`, 422],
  [(key) => `/3/discover/movie?watch_region=US&with_watch_providers=${key}`, 422],
  [(key) => `/3/discover/movie?page=${key}`, 400],
  [(key) => `/3/watch/providers/movie?watch_region=${key}`, 422],
  [(key) => `/3/movie/550?append_to_response=${key}`, 422],
  [(key) => `/3/movie/550?append_to_response=credits,${key}`, 422],
  [(key) => `/3/search/multi?query=alien&include_adult=${key}`, 422],
  [(key) => `/3/discover/${key}`, 404],
  [(key) => `/3/genre/${key}/list`, 404],
  [(key) => `/3/${key}/popular`, 404],
  [(key) => `/3/${key}/550`, 404],
  [(key) => `/3/${key}/550/watch/providers`, 404],
  [(key) => `/3/movie/${key}`, 404],
  [(key) => `/3/trending/${key}/day`, 404],
  [(key) => `/3/trending/all/${key}`, 404],
  [(key) => `/3/watch/providers/${key}`, 404],
  [(key) => `/3/${key}`, 404],
  [(key) => `/3/find/${key}?external_source=imdb_id`, 400],
  [(key) => `/3/find/tt0137523?external_source=${key}`, 400],
  [(key) => `/ww/offers?region=${key}&titles=movie:550`, 400],
  [(key) => `/ww/offers?region=US&titles=${key}`, 400],
  [(key) => `/ww/offers?region=US&titles=${key}:550`, 400],
  [(key) => `/ww/offers?region=US&titles=movie:550,movie:${key}`, 400],
  [(key) => `/ww/offers?region=US&titles=movie:550&from=${key}`, 400],
  [(key) => `/ww/offers?region=US&titles=movie:550&to=${key}`, 400],
  [(key) => `/ranks/${key}/550`, 404],
  [(key) => `/ranks/movie/${key}`, 404],
  [(key) => `/img/${key}/l8.svg`, 404],
  [(key) => `/img/w92/${key}`, 404],
  [(key) => `/img/w92/${key}.svg`, 404],
];

const fixture = await startFixtureTmdb();
after(() => fixture.close());

const sources: [string, CatalogSource][] = [
  ['offline catalog', new OfflineSource()],
  ['TMDB (fixture)', new TmdbSource({ apiKey: FIXTURE_API_KEY, baseUrl: fixture.baseUrl })],
];

for (const [name, source] of sources) {
  describe(`hostile input: ${name}`, async () => {
    const app = Fastify();
    await app.register(catalogPlugin, { prefix: '/catalog', today: TEST_CATALOG_DAY, source });
    const call = (url: string) => app.inject(`/catalog${url}`);

    const assertTmdbError = (response: Awaited<ReturnType<typeof call>>, status: number) => {
      const where = `${response.statusCode} ${response.body.slice(0, 160)}`;
      assert.equal(response.statusCode, status, where);
      assert.equal(response.json().success, false, where);
      assert.ok(response.json().status_message.length > 10, where);
    };

    test('names of Object.prototype members in every keyed parameter are a 4xx', async () => {
      for (const key of OBJECT_KEYS) {
        for (const [urlFor, status] of KEYED_URLS) {
          const url = urlFor(key);
          const response = await call(url);
          assert.equal(response.statusCode, status, `${url}: ${response.body.slice(0, 160)}`);
          assertTmdbError(response, status);
        }
      }
    });

    test('parameter names of Object.prototype members are ignored like any unknown one', async () => {
      const plain = await call('/3/discover/movie?watch_region=GB&with_watch_providers=8');
      assert.equal(plain.statusCode, 200);
      for (const key of OBJECT_KEYS) {
        const response = await call(
          `/3/discover/movie?${key}=1&watch_region=GB&${key}=x&with_watch_providers=8`,
        );
        assert.equal(response.statusCode, 200, key);
        assert.deepEqual(response.json(), plain.json(), key);
      }
    });

    test('/ww/coverage reads no parameter: a hostile query string changes nothing', async () => {
      const plain = await call('/ww/coverage');
      assert.equal(plain.statusCode, 200);
      for (const key of OBJECT_KEYS) {
        const response = await call(`/ww/coverage?${key}=1&${key}[${key}]=x&page=${key}`);
        assert.equal(response.statusCode, 200, key);
        assert.deepEqual(response.json(), plain.json(), key);
      }
    });

    test('/ww/offers: parameter names of Object.prototype members change nothing', async () => {
      const plain = await call('/ww/offers?region=GB&titles=movie:550,tv:1396');
      assert.equal(plain.statusCode, 200);
      for (const key of OBJECT_KEYS) {
        const response = await call(
          `/ww/offers?${key}=1&region=GB&${key}[${key}]=x&titles=movie:550,tv:1396`,
        );
        assert.equal(response.statusCode, 200, key);
        assert.deepEqual(response.json(), plain.json(), key);
      }
    });

    test('a NUL (%00) in a query value or name is a 400', async () => {
      const urls = [
        '/3/search/multi?query=alien%00',
        '/3/search/multi?query=%00',
        '/3/discover/movie?sort_by=title.asc%00',
        '/3/discover/movie?watch_region=US%00',
        '/3/watch/providers/movie?watch_region=%00GB',
        '/3/movie/550?append_to_response=credits%00',
        '/3/movie/550?unused=%00',
        '/3/movie/550?un%00used=1',
        '/3/movie/popular?page=1&page=%00',
        '/ww/coverage?x=%00',
        '/ww/offers?region=US&titles=movie:550%00',
        '/ww/offers?region=US%00&titles=movie:550',
      ];
      for (const url of urls) assertTmdbError(await call(url), 400);
    });
  });
}
