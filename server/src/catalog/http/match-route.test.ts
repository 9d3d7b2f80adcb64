/** `POST /ww/match`: an imported list's rows matched to catalog titles, from both sources. */
import assert from 'node:assert/strict';
import { after, beforeEach, describe, test } from 'node:test';
import Fastify, { type InjectOptions } from 'fastify';
import { withInternalToken } from 'observability';
import { buildCatalogServer } from '../../catalog-server.js';
import { catalogPlugin, type CatalogSource } from '../index.js';
import type { MatchResult } from '../match/match-rows.js';
import { OfflineCatalog } from '../offline/offline-catalog.js';
import { OfflineSource } from '../offline/offline-source.js';
import { seededRandom } from '../seeded.js';
import { TEST_CATALOG_DAY } from '../test-day.js';
import { FIXTURE_API_KEY, startFixtureTmdb } from '../tmdb/testing/fixture-server.js';
import { TmdbSource } from '../tmdb/tmdb-source.js';

const fixture = await startFixtureTmdb();
after(() => fixture.close());
beforeEach(() => {
  fixture.requests.length = 0;
  delete fixture.outage;
});

async function catalogOn(source: CatalogSource) {
  const app = Fastify();
  await app.register(catalogPlugin, { prefix: '/catalog', today: TEST_CATALOG_DAY, source });
  return (options: InjectOptions) =>
    app.inject({ method: 'POST', url: '/catalog/ww/match', ...options });
}

const offline = await catalogOn(new OfflineSource());
const tmdbSource = () => new TmdbSource({ apiKey: FIXTURE_API_KEY, baseUrl: fixture.baseUrl });

async function matched(call: typeof offline, rows: unknown[]): Promise<MatchResult[]> {
  const response = await call({ payload: { rows } });
  assert.equal(response.statusCode, 200, response.body.slice(0, 300));
  return response.json().results;
}

/** A row's answer as `status type:id` (the match, or the candidates joined by spaces). */
const brief = (result: MatchResult) => {
  const titles = result.match ? [result.match] : (result.candidates ?? []);
  return [result.status, ...titles.map((title) => `${title.media_type}:${title.id}`)].join(' ');
};

describe('/ww/match offline', () => {
  test('by name and year, as lists write them; answered in order, marked sample', async () => {
    const response = await offline({
      payload: {
        rows: [
          { line: 2, title: 'The Matrix', year: 1999 },
          { line: 3, title: 'Matrix, The', year: 2000 },
          { line: 9, title: 'the godfather part 2', year: 1974 },
          { line: 4, title: '千と千尋の神隠し', year: 2001 },
          { line: 5, title: 'Game of Thrones', year: 2011, media_type: 'tv' },
        ],
      },
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.equal(response.headers.x_sample, 'true');
    const body = response.json();
    assert.equal(body.x_sample, true);
    assert.deepEqual(body.results[0], {
      line: 2,
      status: 'matched',
      match: {
        media_type: 'movie',
        id: 603,
        title: 'The Matrix',
        release_year: 1999,
        poster_path: '/pm603.svg',
      },
    });
    assert.deepEqual(body.results.map(brief), [
      'matched movie:603',
      'matched movie:603',
      'matched movie:93668564',
      'matched movie:90163367',
      'matched tv:1399',
    ]);
    assert.deepEqual(
      body.results.map((result: MatchResult) => result.line),
      [2, 3, 9, 4, 5],
    );
  });

  test('a choice when several titles fit, or one fits with no year and the search found others', async () => {
    const results = await matched(offline, [
      { line: 2, title: 'Monster', year: 2004 },
      { line: 3, title: 'Monster', year: 2004, media_type: 'movie' },
      { line: 4, title: 'Hamlet', year: 1996 },
      { line: 5, title: 'Hamlet' },
      { line: 6, title: 'The Matrix' },
    ]);
    assert.deepEqual(results.map(brief).slice(0, 4), [
      'choice movie:92980636 tv:30981',
      'matched movie:92980636',
      'matched movie:94691199',
      'choice movie:94691199 movie:90569848 movie:97798746',
    ]);
    const matrix = results[4]!;
    assert.equal(matrix.status, 'choice');
    assert.equal(matrix.candidates?.[0]?.id, 603, 'the one with the name first');
    assert.ok(matrix.candidates!.length > 1 && matrix.candidates!.length <= 5);
  });

  test('not found: another year, or a name the catalog lacks (with suggestions when any)', async () => {
    const [otherYear, lacking, nothing] = await matched(offline, [
      { line: 2, title: 'The Matrix', year: 2005 },
      { line: 3, title: 'The Matrix Resurrections', year: 2021 },
      { line: 4, title: 'Qzxv Wqpt', year: 2000 },
    ]);
    assert.equal(otherYear?.status, 'not_found');
    assert.equal(otherYear?.candidates?.[0]?.id, 603, 'the one with the name first');
    assert.equal(lacking?.status, 'not_found');
    assert.deepEqual(nothing, { line: 4, status: 'not_found' });
  });

  test('a TMDB id counts when its title bears the name or the year; else the name decides', async () => {
    const results = await matched(offline, [
      { line: 2, title: 'The Matrix', tmdb_id: 603, media_type: 'movie', year: 1980 },
      { line: 3, title: 'Matrix (1999) [4K]', tmdb_id: 603, media_type: 'movie', year: 2000 },
      { line: 4, title: 'Spirited Away', tmdb_id: 90163367 },
      { line: 5, title: 'Hamlet', tmdb_id: 603, media_type: 'movie', year: 1996 },
      { line: 6, title: 'Hamlet', tmdb_id: 424242, media_type: 'movie', year: 1996 },
      { line: 7, title: 'Hamlet', imdb_id: 'tt0116477', year: 1996 },
      // The row says a series: there is no tv:603, and no series of that name.
      { line: 8, title: 'The Matrix', tmdb_id: 603, media_type: 'tv', year: 1999 },
    ]);
    assert.deepEqual(results.map(brief), [
      'matched movie:603',
      'matched movie:603',
      'matched movie:90163367',
      'matched movie:94691199',
      'matched movie:94691199',
      'matched movie:94691199',
      'not_found',
    ]);
  });

  test('a row with a bad field is answered invalid with the reason; the others go on', async () => {
    const rows: unknown[] = [
      'The Matrix',
      null,
      [1999],
      { title: 'The Matrix' },
      { line: 0, title: 'The Matrix' },
      { line: '2', title: 'The Matrix' },
      { line: 3 },
      { line: 4, title: '   ' },
      { line: 5, title: 42 },
      { line: 6, title: 'x'.repeat(501) },
      { line: 7, title: 'The\u0000Matrix' },
      { line: 8, title: 'The \ud800Matrix' },
      { line: 9, title: 'The Matrix', tmdb_id: 0 },
      { line: 10, title: 'The Matrix', tmdb_id: '603' },
      { line: 11, title: 'The Matrix', tmdb_id: 603.5 },
      { line: 12, title: 'The Matrix', media_type: 'person' },
      { line: 13, title: 'The Matrix', imdb_id: 'nm0000206' },
      { line: 14, title: 'The Matrix', year: 1700 },
      { line: 15, title: 'The Matrix', year: '1999' },
      { line: 16, title: 'The Matrix', media_type: 'constructor' },
      { line: 17, title: 'The Matrix', year: 1999, tmdb_id: null, imdb_id: null, media_type: null },
    ];
    const results = await matched(offline, rows);
    const reasons = results.map((result) => `${result.line} ${result.reason ?? result.status}`);
    assert.deepEqual(reasons, [
      'null Row 1 is not an object.',
      'null Row 2 is not an object.',
      'null Row 3 is not an object.',
      'null Row 4: line must be a whole number from 1.',
      'null Row 5: line must be a whole number from 1.',
      'null Row 6: line must be a whole number from 1.',
      '3 title must be the title as text.',
      '4 title must be the title as text.',
      '5 title must be the title as text.',
      '6 title is longer than 500 characters.',
      '7 title: Text must not contain NUL characters (\\u0000).',
      '8 title: Text must be well-formed Unicode (no lone surrogates).',
      '9 tmdb_id must be a whole number from 1.',
      '10 tmdb_id must be a whole number from 1.',
      '11 tmdb_id must be a whole number from 1.',
      '12 media_type must be movie or tv.',
      "13 imdb_id must be a title's IMDb id like tt0133093.",
      '14 year must be a whole year from 1800 to 2200.',
      '15 year must be a whole year from 1800 to 2200.',
      '16 media_type must be movie or tv.',
      '17 matched',
    ]);
    for (const result of results.slice(0, -1)) assert.equal(result.status, 'invalid');
  });

  test('10,000 rows in 20 calls of 500 within 60 s', async (t) => {
    const rows = sampleRows(10_000);
    const started = performance.now();
    const statuses = new Map<string, number>();
    for (let batch = 0; batch < 20; batch++) {
      const results = await matched(offline, rows.slice(batch * 500, (batch + 1) * 500));
      assert.equal(results.length, 500);
      for (const { status } of results) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    const seconds = (performance.now() - started) / 1000;
    t.diagnostic(`10,000 rows in ${seconds.toFixed(1)} s: ${JSON.stringify([...statuses])}`);
    assert.ok(seconds < 60, `${seconds} s`);
    assert.ok((statuses.get('matched') ?? 0) > 8000, JSON.stringify([...statuses]));
  });
});

/** Rows as exports hold them, over the whole catalog: mostly name and year, some ids, some junk. */
function sampleRows(count: number): unknown[] {
  const { titles } = OfflineCatalog.fromFile();
  const random = seededRandom('match-route');
  return Array.from({ length: count }, (_, index) => {
    const title = titles[Math.floor(random() * titles.length)]!;
    const [line, year, draw] = [index + 2, Number(title.date.slice(0, 4)), random()];
    if (draw < 0.1) return { line, title: title.title, tmdb_id: title.id, media_type: title.type };
    if (draw < 0.2) return { line, title: title.title.toLowerCase(), year: year + 1 };
    if (draw < 0.25) return { line, title: `${title.title} qz${index}`, year };
    return { line, title: title.title, year };
  });
}

describe('/ww/match in TMDB mode', () => {
  test('by TMDB id (details), IMDb id (/find) and name and year (/search/multi)', async () => {
    const call = await catalogOn(tmdbSource());
    const response = await call({
      payload: {
        rows: [
          { line: 2, title: 'Fight Club', tmdb_id: 550, media_type: 'movie' },
          { line: 3, title: 'Fight Club', tmdb_id: 550, year: 1999 },
          { line: 4, title: 'Breaking Bad', imdb_id: 'TT0903747' },
          { line: 5, title: 'Fight Club', year: 1998 },
          { line: 6, title: 'Breaking Bad', year: 2008, media_type: 'tv' },
          { line: 7, title: 'Fight Club' },
          { line: 8, title: 'Nothing Like It', year: 2000 },
        ],
      },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers.x_sample, undefined);
    const { results } = response.json();
    assert.deepEqual(results[0].match, {
      media_type: 'movie',
      id: 550,
      title: 'Fight Club',
      release_year: 1999,
      poster_path: '/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg',
    });
    assert.deepEqual(results.map(brief), [
      'matched movie:550',
      'matched movie:550',
      'matched tv:1396',
      'matched movie:550',
      'matched tv:1396',
      'choice movie:550 tv:1396',
      'not_found movie:550 tv:1396',
    ]);
    const paths = new Set(fixture.requests.map((request) => request.split('?')[0]));
    assert.deepEqual(
      [...paths].sort(),
      ['/3/find/tt0903747', '/3/movie/550', '/3/search/multi', '/3/tv/550'].sort(),
    );
  });

  test('an id TMDB does not know (404) falls back to the name', async () => {
    const call = await catalogOn(tmdbSource());
    const [row] = await matched(call, [
      { line: 2, title: 'Fight Club', tmdb_id: 424242, media_type: 'movie', year: 1999 },
    ]);
    assert.equal(brief(row!), 'matched movie:550');
  });

  test('TMDB down with nothing kept: 503 with Retry-After for the whole list', async () => {
    const call = await catalogOn(tmdbSource());
    fixture.outage = { status: 503 };
    const response = await call({ payload: { rows: [{ line: 2, title: 'Fight Club' }] } });
    assert.equal(response.statusCode, 503);
    assert.ok(Number(response.headers['retry-after']) >= 1);
    assert.match(response.json().status_message, /^TMDB API error/);
  });
});

describe('/ww/match: a body it cannot read is a 4xx from both sources, without a TMDB call', () => {
  const rows = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ line: index + 2, title: 'Alien' }));
  const json = (payload: string) => ({ payload, headers: { 'content-type': 'application/json' } });
  const bad: [string, InjectOptions, number, RegExp][] = [
    ['no body', {}, 400, /body/i],
    ['not JSON', json('{"rows": ['), 400, /JSON/],
    ['a list', json('[{"line": 2, "title": "Alien"}]'), 400, /rows list/],
    ['no rows', json('{"row": []}'), 400, /rows list/],
    ['rows not a list', json('{"rows": {"line": 2}}'), 400, /rows list/],
    ['no row', json('{"rows": []}'), 400, /rows holds 0 rows; send 1 to 500/],
    ['501 rows', { payload: { rows: rows(501) } }, 400, /rows holds 501 rows/],
    ['a prototype key', json('{"rows": [], "__proto__": {"x": 1}}'), 400, /not valid JSON/],
    [
      'over 1 MB',
      json(JSON.stringify({ rows: [{ line: 2, title: 'x'.repeat(1_100_000) }] })),
      413,
      /too large/i,
    ],
    ['text', { payload: 'rows', headers: { 'content-type': 'text/plain' } }, 400, /JSON object/],
    ['XML', { payload: '<rows/>', headers: { 'content-type': 'application/xml' } }, 415, /type/i],
  ];
  for (const [name, source] of [
    ['offline', new OfflineSource()],
    ['TMDB', tmdbSource()],
  ] as const) {
    test(name, async () => {
      const call = await catalogOn(source);
      for (const [what, options, status, message] of bad) {
        const response = await call(options);
        assert.equal(response.statusCode, status, `${what}: ${response.body.slice(0, 200)}`);
        assert.equal(response.json().success, false, what);
        assert.match(response.json().status_message, message, what);
        assert.equal(response.headers['cache-control'], 'no-store', what);
      }
      assert.deepEqual(fixture.requests, []);
      const five = await call({ payload: { rows: rows(500) } });
      assert.equal(five.statusCode, 200, 'a 500-row list is taken');
    });
  }
});

test('as deployed: a twentieth of the per-client limit, counted apart; token and Host guard hold', async () => {
  const token = 'internal-token-for-tests-0123456789';
  const app = await buildCatalogServer({
    source: new OfflineSource(),
    inboundLimit: { perMinute: 40, internalToken: token },
  });
  const payload = { rows: [{ line: 2, title: 'Alien', year: 1979 }] };
  const post = (headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/catalog/ww/match',
      remoteAddress: '192.0.2.1',
      payload,
      headers,
    });
  assert.deepEqual(
    [await post(), await post(), await post()].map((response) => response.statusCode),
    [200, 200, 429],
  );
  const limited = await post();
  assert.equal(limited.json().status_code, 25);
  assert.match(limited.json().status_message, /limit of 2 a minute/);
  assert.ok(Number(limited.headers['retry-after']) >= 1);
  const list = await app.inject({ url: '/catalog/3/genre/movie/list', remoteAddress: '192.0.2.1' });
  assert.equal(list.statusCode, 200, 'other calls have their own count');
  assert.equal((await post(withInternalToken({}, token))).statusCode, 200);
  assert.equal((await post({ host: 'evil.example' })).statusCode, 403);
  const preflight = await app.inject({
    method: 'OPTIONS',
    url: '/catalog/ww/match',
    headers: {
      origin: 'https://app.example',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  });
  assert.equal(preflight.statusCode, 204);
  assert.match(String(preflight.headers['access-control-allow-methods']), /POST/);
});
