/** `/ww/offers`: a planner's titles and their offers over a window, from both sources. */
import assert from 'node:assert/strict';
import { after, beforeEach, describe, test } from 'node:test';
import Fastify from 'fastify';
import { dayNumber, dayString } from '../clock.js';
import { catalogPlugin, type CatalogSource } from '../index.js';
import { OfflineSource } from '../offline/offline-source.js';
import { TEST_CATALOG_DAY } from '../test-day.js';
import { FIXTURE_API_KEY, startFixtureTmdb } from '../tmdb/testing/fixture-server.js';
import { TmdbSource, type TmdbSourceOptions } from '../tmdb/tmdb-source.js';
import type { OffersAnswer, PlannedOffer } from './offers-answer.js';
import { createResponseCache, type ResponseCache } from './response-cache.js';

const fixture = await startFixtureTmdb();
after(() => fixture.close());
beforeEach(() => {
  fixture.requests.length = 0;
  delete fixture.outage;
});

const offline = new OfflineSource();

async function catalogOn(source: CatalogSource, today = TEST_CATALOG_DAY, cache?: ResponseCache) {
  const app = Fastify();
  await app.register(catalogPlugin, { prefix: '/catalog', today, source, responseCache: cache });
  return (url: string) => app.inject(`/catalog${url}`);
}

const tmdbSource = (options: Partial<TmdbSourceOptions> = {}) =>
  new TmdbSource({ apiKey: FIXTURE_API_KEY, baseUrl: fixture.baseUrl, ...options });

const get = await catalogOn(offline);

async function answer(call: typeof get, query: string): Promise<OffersAnswer> {
  const response = await call(`/ww/offers?${query}`);
  assert.equal(response.statusCode, 200, response.body.slice(0, 300));
  return response.json();
}

const offersOf = (body: OffersAnswer, key: string): PlannedOffer[] => {
  const title = body.results.find((entry) => `${entry.media_type}:${entry.id}` === key);
  assert.ok(title, key);
  return title.offers;
};

describe('/ww/offers offline', () => {
  test('titles in the order asked, once each, unknown ones missing; a year from today', async () => {
    const response = await get(
      '/ww/offers?region=us&titles=tv:1399,movie:99999999,movie:603,tv:1399',
    );
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'public, max-age=3600');
    assert.equal(response.headers.x_sample, 'true');
    const body = response.json();
    assert.deepEqual(Object.keys(body), [
      'region',
      'from',
      'to',
      'known_ahead',
      'results',
      'missing',
      'x_sample',
    ]);
    assert.equal(body.region, 'US');
    assert.equal(body.from, TEST_CATALOG_DAY);
    assert.equal(body.to, dayString(dayNumber(TEST_CATALOG_DAY) + 365));
    assert.equal(body.known_ahead, true);
    assert.deepEqual(
      body.results.map((title: { media_type: string; id: number }) => [title.media_type, title.id]),
      [
        ['tv', 1399],
        ['movie', 603],
      ],
    );
    assert.deepEqual(body.missing, ['movie:99999999']);
    const matrix = body.results[1];
    assert.deepEqual(Object.keys(matrix), [
      'media_type',
      'id',
      'title',
      'poster_path',
      'release_year',
      'runtime_minutes',
      'episode_count',
      'episode_runtime_minutes',
      'offers',
    ]);
    assert.equal(matrix.title, 'The Matrix');
    assert.equal(matrix.poster_path, '/pm603.svg');
    assert.equal(matrix.release_year, 1999);
    assert.deepEqual(
      matrix.offers.find((offer: PlannedOffer) => offer.provider_id === 8),
      {
        provider_id: 8,
        provider_name: 'Netflix',
        monetization: 'flatrate',
        from: '2015-01-21',
        until: null,
      },
    );
  });

  test("runtimes: a film's minutes where known, null otherwise; never a count for a series", async () => {
    const body = await answer(get, 'region=US&titles=movie:603,movie:19995,tv:1399');
    const facts = body.results.map((title) => [
      title.runtime_minutes,
      title.episode_count,
      title.episode_runtime_minutes,
    ]);
    assert.deepEqual(facts, [
      [136, null, null],
      [null, null, null],
      [null, null, null],
    ]);
  });

  test("a stay that ends in the window shows its last day, the day before /ww/changes' departure", async () => {
    const changes = await get(
      '/ww/changes?region=US&from=2026-12-10&to=2026-12-10&change=departure',
    );
    const departure = changes.json().results[0];
    const key = `${departure.media_type}:${departure.id}`;
    const body = await answer(get, `region=US&titles=${key}&from=2026-11-23&to=2027-03-01`);
    const stays = offersOf(body, key).filter(
      (offer) => offer.provider_id === departure.provider_id,
    );
    const lastDay = dayString(dayNumber(departure.date) - 1);
    const stay = stays.find((offer) => offer.until === lastDay);
    assert.ok(stay, JSON.stringify(stays));
    assert.equal(stay.from, dayString(dayNumber(lastDay) - 27), 'a 28-day stay');
    assert.ok(stay.from! < body.from, 'its real first day, before the window');
    const back = (day: string | null) => dayString(dayNumber(day!) + 84);
    assert.ok(
      stays.some((offer) => offer.from === back(stay.from) && offer.until === back(stay.until)),
      'it comes back 12 weeks later, inside the window',
    );
  });

  test('only offers that overlap the window, each with its own days', async () => {
    const before = await answer(get, 'region=US&titles=movie:603&from=2014-01-01&to=2014-12-31');
    assert.ok(!offersOf(before, 'movie:603').some((offer) => offer.provider_id === 8));
    const across = await answer(get, 'region=US&titles=movie:603&from=2014-06-01&to=2015-01-21');
    const netflix = offersOf(across, 'movie:603').find((offer) => offer.provider_id === 8);
    assert.equal(netflix?.from, '2015-01-21');
    const window = await answer(get, 'region=GB&titles=tv:1396,movie:603&from=2026-11-23');
    for (const title of window.results) {
      for (const offer of title.offers) {
        assert.ok(offer.from !== null && offer.from <= window.to, JSON.stringify(offer));
        assert.ok(offer.until === null || offer.until >= window.from, JSON.stringify(offer));
      }
    }
  });

  test("on any day of the window the offers covering it are that day's watch/providers", async () => {
    const changes = await get('/ww/changes?region=GB&from=2026-12-01&to=2026-12-03');
    const keys = [
      'tv:1396',
      'movie:603',
      ...changes
        .json()
        .results.slice(0, 6)
        .map((row: { media_type: string; id: number }) => `${row.media_type}:${row.id}`),
    ];
    const body = await answer(get, `region=GB&titles=${keys.join(',')}&to=2027-01-31`);
    for (const day of ['2026-11-23', '2026-12-02', '2027-01-09', '2027-01-31']) {
      const onDay = await catalogOn(offline, day);
      for (const title of body.results) {
        const providers = await onDay(`/3/${title.media_type}/${title.id}/watch/providers`);
        const country = providers.json().results.GB ?? {};
        const listed = Object.entries(country).flatMap(([kind, entries]) =>
          kind === 'link'
            ? []
            : (entries as { provider_id: number }[]).map((entry) => `${entry.provider_id} ${kind}`),
        );
        const covering = title.offers
          .filter((offer) => offer.from! <= day && (offer.until === null || offer.until >= day))
          .map((offer) => `${offer.provider_id} ${offer.monetization}`);
        assert.deepEqual(covering.sort(), listed.sort(), `${title.media_type}:${title.id} ${day}`);
      }
    }
  });

  test('names in the asked language, as the other paths do', async () => {
    const body = await answer(get, 'region=JP&titles=movie:90163367&language=ja');
    assert.equal(body.results[0]?.title, '千と千尋の神隠し');
  });

  test('one cache entry for every spelling of one question', async () => {
    const cache = createResponseCache();
    const call = await catalogOn(offline, TEST_CATALOG_DAY, cache);
    const spellings = [
      'region=US&titles=movie:603,tv:1399',
      'titles=movie:603,tv:1399,movie:603&region=us&junk=1',
      `region=US&titles=movie:603, tv:1399&from=${TEST_CATALOG_DAY}&to=2027-11-23`,
    ];
    const bodies = new Set<string>();
    for (const query of spellings) bodies.add((await call(`/ww/offers?${query}`)).body);
    assert.equal(bodies.size, 1);
    assert.equal(cache.size, 1);
  });
});

describe('/ww/offers in TMDB mode', () => {
  test("today's providers, no days, facts from details; a 404 is missing", async () => {
    const call = await catalogOn(tmdbSource());
    const response = await call('/ww/offers?region=US&titles=movie:550,movie:424242,tv:1396');
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers.x_sample, undefined);
    const body = response.json();
    assert.equal(body.known_ahead, false);
    assert.equal(body.x_sample, undefined);
    assert.deepEqual(body.missing, ['movie:424242']);
    const [fightClub, breakingBad] = body.results;
    assert.deepEqual(
      { ...fightClub, offers: undefined },
      {
        media_type: 'movie',
        id: 550,
        title: 'Fight Club',
        poster_path: '/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg',
        release_year: 1999,
        runtime_minutes: 139,
        episode_count: null,
        episode_runtime_minutes: null,
        offers: undefined,
      },
    );
    assert.deepEqual(
      fightClub.offers.map((offer: PlannedOffer) => [offer.provider_id, offer.monetization]),
      [
        [2, 'rent'],
        [2, 'buy'],
        [10, 'rent'],
        [1899, 'flatrate'],
      ],
    );
    for (const offer of fightClub.offers) {
      assert.equal(offer.from, null);
      assert.equal(offer.until, null);
    }
    assert.equal(breakingBad.title, 'Breaking Bad');
    assert.equal(breakingBad.release_year, 2008);
    assert.deepEqual(
      [breakingBad.runtime_minutes, breakingBad.episode_count, breakingBad.episode_runtime_minutes],
      [null, 62, 45],
    );
    const asked = fixture.requests.map((request) => request.split('&api_key=')[0]).sort();
    assert.deepEqual(asked, [
      '/3/movie/424242?append_to_response=watch%2Fproviders&language=en-US&region=US',
      '/3/movie/550?append_to_response=watch%2Fproviders&language=en-US&region=US',
      '/3/tv/1396?append_to_response=watch%2Fproviders&language=en-US&region=US',
    ]);
  });

  test("another country's offers; the details call is kept and shared", async () => {
    const call = await catalogOn(tmdbSource());
    const body = await answer(call, 'region=GB&titles=movie:550');
    assert.deepEqual(offersOf(body, 'movie:550'), [
      {
        provider_id: 8,
        provider_name: 'Netflix',
        monetization: 'flatrate',
        from: null,
        until: null,
      },
    ]);
    await answer(call, 'region=GB&titles=movie:550&from=2027-01-01');
    const details = await call('/3/movie/550?append_to_response=watch/providers&region=GB');
    assert.equal(details.statusCode, 200);
    assert.equal(fixture.requests.length, 1, fixture.requests.join('\n'));
  });

  test('100 titles at once stay within the upstream queue', async () => {
    const call = await catalogOn(tmdbSource());
    const ids = Array.from({ length: 99 }, (_, index) => `movie:${700_000 + index}`);
    const body = await answer(call, `region=US&titles=movie:550,${ids.join(',')}`);
    assert.equal(body.results.length, 1);
    assert.equal(body.missing.length, 99);
    assert.equal(fixture.requests.length, 100);
  });

  test('TMDB down with nothing kept: 503 with Retry-After, never a 500', async () => {
    const call = await catalogOn(tmdbSource());
    fixture.outage = { status: 503 };
    const response = await call('/ww/offers?region=US&titles=movie:550,tv:1396');
    assert.equal(response.statusCode, 503);
    assert.ok(
      Number(response.headers['retry-after']) >= 1,
      String(response.headers['retry-after']),
    );
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.match(response.json().status_message, /^TMDB API error: 5xx/);
  });

  test('TMDB down with the answers kept: served stale, marked so', async () => {
    const call = await catalogOn(tmdbSource({ freshForMs: 0 }));
    const fresh = await answer(call, 'region=US&titles=movie:550');
    fixture.outage = { status: 503 };
    const response = await call('/ww/offers?region=US&titles=movie:550');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['x-watchwhere-stale'], '1');
    assert.equal(response.headers['cache-control'], 'public, max-age=60');
    assert.deepEqual(response.json(), fresh);
  });
});

describe('/ww/offers: bad input is a 400 from both sources, and never reaches TMDB', () => {
  const many = (count: number) =>
    Array.from({ length: count }, (_, index) => `movie:${index + 1}`).join(',');
  const bad: [string, RegExp][] = [
    ['titles=movie:603', /^region must be one of/],
    ['region=&titles=movie:603', /^region must be one of/],
    ['region=ZZ&titles=movie:603', /^region must be one of/],
    ['region=USA&titles=movie:603', /^region must be one of/],
    ['region=US', /^titles is required/],
    ['region=US&titles=', /^titles is required/],
    ['region=US&titles=movie', /^titles entry 1 \("movie"\) is not a title/],
    ['region=US&titles=movie:603,', /^titles entry 2 \(""\) is not a title/],
    ['region=US&titles=person:7467', /^titles entry 1/],
    ['region=US&titles=movie:0', /^titles entry 1/],
    ['region=US&titles=movie:0603', /^titles entry 1/],
    ['region=US&titles=movie:-1', /^titles entry 1/],
    ['region=US&titles=movie:1e3', /^titles entry 1/],
    ['region=US&titles=movie:12345678901', /^titles entry 1/],
    ['region=US&titles=MOVIE:603', /^titles entry 1/],
    [`region=US&titles=${many(101)}`, /^titles names 101 titles; at most 100/],
    ['region=US&titles=movie:603&from=2026-02-30', /^from must be a calendar day/],
    ['region=US&titles=movie:603&to=tomorrow', /^to must be a calendar day/],
    ['region=US&titles=movie:603&from=2027-01-02&to=2027-01-01', /is before from/],
    [
      'region=US&titles=movie:603&to=2020-01-01',
      /^to \(2020-01-01\) is before from \(2026-11-23\)/,
    ],
    [
      'region=US&titles=movie:603&from=2026-01-01&to=2027-02-06',
      /^from and to are 401 days apart; they may be at most 400/,
    ],
  ];
  for (const [name, source] of [
    ['offline', offline],
    ['TMDB', tmdbSource()],
  ] as const) {
    test(name, async () => {
      const call = await catalogOn(source);
      for (const [query, message] of bad) {
        const response = await call(`/ww/offers?${query}`);
        assert.equal(response.statusCode, 400, query);
        const body = response.json();
        assert.equal(body.success, false, query);
        assert.equal(body.status_code, 18, query);
        assert.match(body.status_message, message, query);
        assert.equal(response.headers['cache-control'], 'no-store');
      }
      assert.deepEqual(fixture.requests, []);
    });
  }

  test('the limits themselves are accepted: 100 titles, repeats, 400 days, one day', async () => {
    const hundred = await answer(get, `region=US&titles=${many(100)},${many(50)}`);
    assert.equal(hundred.results.length + hundred.missing.length, 100);
    const longest = await answer(get, 'region=US&titles=movie:603&from=2026-01-01&to=2027-02-05');
    assert.equal(longest.to, '2027-02-05');
    const oneDay = await answer(get, 'region=US&titles=movie:603&from=2027-03-01&to=2027-03-01');
    assert.equal(oneDay.from, oneDay.to);
  });
});
