/**
 * One suite of TMDB v3 shape assertions run against both sources (the offline catalog and a fixture
 * TMDB behind the proxy), so the front end can trust either.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { TEST_CATALOG_DAY } from './test-day.js';
import { catalogPlugin, type CatalogSource } from './index.js';
import { OfflineSource } from './offline/offline-source.js';
import { TmdbSource } from './tmdb/tmdb-source.js';
import { FIXTURE_API_KEY, startFixtureTmdb } from './tmdb/testing/fixture-server.js';

type Json = Record<string, unknown>;

const fixture = await startFixtureTmdb();
after(() => fixture.close());

const sources: {
  name: string;
  source: CatalogSource;
  movieId: number;
  tvId: number;
  query: string;
}[] = [
  {
    name: 'offline catalog',
    source: new OfflineSource(),
    movieId: 238,
    tvId: 37863,
    query: 'godfather',
  },
  {
    name: 'TMDB (fixture)',
    source: new TmdbSource({ apiKey: FIXTURE_API_KEY, baseUrl: fixture.baseUrl }),
    movieId: 550,
    tvId: 1396,
    query: 'fight',
  },
];

const isString = (value: unknown) => typeof value === 'string';
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
const isImagePath = (value: unknown) =>
  value === null || (isString(value) && String(value).startsWith('/'));

function assertFields(
  item: Json,
  checks: Record<string, (value: unknown) => boolean>,
  where: string,
) {
  for (const [field, check] of Object.entries(checks))
    assert.ok(check(item[field]), `${where}: ${field} = ${JSON.stringify(item[field])}`);
}

function assertListItem(item: Json, type: 'movie' | 'tv', where: string) {
  assertFields(
    item,
    {
      id: isNumber,
      adult: (value) => typeof value === 'boolean',
      genre_ids: Array.isArray,
      overview: isString,
      popularity: isNumber,
      vote_average: isNumber,
      vote_count: isNumber,
      poster_path: isImagePath,
      backdrop_path: isImagePath,
      original_language: isString,
    },
    where,
  );
  if (type === 'movie')
    assertFields(
      item,
      {
        title: isString,
        original_title: isString,
        release_date: isString,
        video: (value) => typeof value === 'boolean',
      },
      where,
    );
  else
    assertFields(
      item,
      {
        name: isString,
        original_name: isString,
        first_air_date: isString,
        origin_country: Array.isArray,
      },
      where,
    );
}

function assertMultiItem(item: Json, where: string) {
  if (item.media_type === 'person')
    return assertFields(
      item,
      { id: isNumber, name: isString, known_for_department: isString, profile_path: isImagePath },
      where,
    );
  assert.ok(item.media_type === 'movie' || item.media_type === 'tv', `${where}: media_type`);
  assertListItem(item, item.media_type, where);
}

function assertPaged(body: Json, where: string): Json[] {
  assertFields(
    body,
    { page: isNumber, total_pages: isNumber, total_results: isNumber, results: Array.isArray },
    where,
  );
  return body.results as Json[];
}

function assertWatchProviders(results: Json, where: string) {
  const countries = Object.entries(results);
  assert.ok(countries.length > 0, `${where}: some countries`);
  for (const [code, country] of countries) {
    assert.match(code, /^[A-Z]{2}$/);
    const entry = country as Json;
    assert.ok(isString(entry.link), `${where}: link`);
    for (const kind of ['flatrate', 'free', 'ads', 'rent', 'buy']) {
      for (const provider of (entry[kind] as Json[] | undefined) ?? []) {
        assertFields(
          provider,
          {
            provider_id: isNumber,
            provider_name: isString,
            logo_path: isImagePath,
            display_priority: isNumber,
          },
          `${where} ${code}.${kind}`,
        );
      }
    }
  }
}

for (const { name, source, movieId, tvId, query } of sources) {
  describe(`TMDB v3 contract: ${name}`, async () => {
    const app: FastifyInstance = Fastify();
    await app.register(catalogPlugin, { prefix: '/catalog', today: TEST_CATALOG_DAY, source });
    const get = async (url: string): Promise<Json> => {
      const response = await app.inject(`/catalog${url}`);
      assert.equal(response.statusCode, 200, `${url}: ${response.body.slice(0, 200)}`);
      return response.json();
    };

    test('/3/search/multi', async () => {
      const results = assertPaged(
        await get(`/3/search/multi?query=${query}&include_adult=false`),
        'search',
      );
      assert.ok(results.length > 0);
      results.forEach((item, index) => assertMultiItem(item, `search[${index}]`));
    });

    test('/3/movie/{id} and /3/tv/{id} with append_to_response', async () => {
      const movie = await get(
        `/3/movie/${movieId}?append_to_response=credits,videos,images,keywords,release_dates,watch/providers`,
      );
      assertFields(
        movie,
        {
          id: isNumber,
          title: isString,
          genres: Array.isArray,
          runtime: isNumber,
          tagline: isString,
          homepage: isString,
          release_date: isString,
          status: isString,
        },
        'movie',
      );
      assertFields(
        movie.credits as Json,
        { cast: Array.isArray, crew: Array.isArray },
        'movie.credits',
      );
      assertFields(movie.videos as Json, { results: Array.isArray }, 'movie.videos');
      assertFields(
        movie.images as Json,
        { backdrops: Array.isArray, posters: Array.isArray, logos: Array.isArray },
        'movie.images',
      );
      assertFields(movie.release_dates as Json, { results: Array.isArray }, 'movie.release_dates');
      assertWatchProviders(
        (movie['watch/providers'] as Json).results as Json,
        'movie.watch/providers',
      );
      const tv = await get(`/3/tv/${tvId}?append_to_response=credits,content_ratings`);
      assertFields(
        tv,
        {
          id: isNumber,
          name: isString,
          genres: Array.isArray,
          number_of_seasons: isNumber,
          first_air_date: isString,
          episode_run_time: Array.isArray,
        },
        'tv',
      );
      assertFields(tv.content_ratings as Json, { results: Array.isArray }, 'tv.content_ratings');
    });

    test('/3/{type}/{id}/watch/providers', async () => {
      const body = await get(`/3/movie/${movieId}/watch/providers`);
      assert.equal(body.id, movieId);
      assertWatchProviders(body.results as Json, 'watch/providers');
    });

    test('/3/genre/{type}/list', async () => {
      for (const type of ['movie', 'tv']) {
        const { genres } = await get(`/3/genre/${type}/list`);
        assert.ok(Array.isArray(genres) && genres.length > 0);
        for (const genre of genres as Json[])
          assertFields(genre, { id: isNumber, name: isString }, 'genre');
      }
    });

    test('/3/{type}/popular, /3/trending/all/{window}, /3/discover/{type}', async () => {
      for (const type of ['movie', 'tv'] as const) {
        assertPaged(await get(`/3/${type}/popular?page=1`), 'popular').forEach((item) =>
          assertListItem(item, type, `${type} popular`),
        );
        assertPaged(
          await get(
            `/3/discover/${type}?with_genres=18&watch_region=US&with_watch_providers=8|1899&sort_by=popularity.desc`,
          ),
          'discover',
        ).forEach((item) => assertListItem(item, type, `${type} discover`));
      }
      for (const window of ['day', 'week']) {
        assertPaged(await get(`/3/trending/all/${window}`), 'trending').forEach((item) =>
          assertMultiItem(item, `trending ${window}`),
        );
      }
    });

    test('/3/watch/providers/{type}, /3/watch/providers/regions, /3/configuration', async () => {
      const { results } = await get('/3/watch/providers/movie?watch_region=US');
      for (const provider of results as Json[]) {
        assertFields(
          provider,
          {
            provider_id: isNumber,
            provider_name: isString,
            logo_path: isImagePath,
            display_priority: isNumber,
            display_priorities: (value) => typeof value === 'object' && value !== null,
          },
          'provider',
        );
      }
      const regions = (await get('/3/watch/providers/regions')).results as Json[];
      for (const region of regions)
        assertFields(
          region,
          { iso_3166_1: isString, english_name: isString, native_name: isString },
          'region',
        );
      const { images } = (await get('/3/configuration')) as { images: Json };
      assertFields(
        images,
        {
          secure_base_url: (value) => isString(value) && /^https?:\/\/.+\/$/.test(String(value)),
          poster_sizes: Array.isArray,
          backdrop_sizes: Array.isArray,
          logo_sizes: Array.isArray,
        },
        'configuration',
      );
    });

    test('/ranks/{type}/{id}', async () => {
      const ranks = await get(`/ranks/movie/${movieId}`);
      assert.deepEqual(Object.keys(ranks).sort(), ['1d', '30d', '7d']);
      for (const value of Object.values(ranks)) assert.ok(value === null || isNumber(value));
    });

    test('/ww/offers (WatchWhere extension): one shape from both sources', async () => {
      const body = await get(
        `/ww/offers?region=US&titles=movie:${movieId},tv:${tvId},movie:424242`,
      );
      assertFields(
        body,
        {
          region: (value) => value === 'US',
          from: isString,
          to: isString,
          known_ahead: (value) => value === source.sample,
          results: Array.isArray,
          missing: (value) => JSON.stringify(value) === '["movie:424242"]',
        },
        'offers',
      );
      const isCountOrNull = (value: unknown) => value === null || isNumber(value);
      const isDayOrNull = (value: unknown) =>
        value === null || /^\d{4}-\d{2}-\d{2}$/.test(String(value));
      const titles = body.results as Json[];
      assert.deepEqual(
        titles.map((title) => `${title.media_type}:${title.id}`),
        [`movie:${movieId}`, `tv:${tvId}`],
      );
      for (const title of titles) {
        assertFields(
          title,
          {
            title: isString,
            poster_path: isImagePath,
            release_year: isCountOrNull,
            runtime_minutes: isCountOrNull,
            episode_count: isCountOrNull,
            episode_runtime_minutes: isCountOrNull,
            offers: Array.isArray,
          },
          `offers ${title.media_type}`,
        );
        for (const offer of title.offers as Json[]) {
          assertFields(
            offer,
            {
              provider_id: isNumber,
              provider_name: isString,
              monetization: (value) =>
                ['flatrate', 'free', 'ads', 'rent', 'buy'].includes(String(value)),
              from: isDayOrNull,
              until: isDayOrNull,
            },
            `offers ${title.media_type} offer`,
          );
        }
      }
    });

    test('unknown id answers 404 with an error body', async () => {
      const response = await app.inject('/catalog/3/movie/424242');
      assert.equal(response.statusCode, 404);
      assertFields(
        response.json(),
        { success: (value) => value === false, status_message: isString },
        '404',
      );
    });
  });
}
