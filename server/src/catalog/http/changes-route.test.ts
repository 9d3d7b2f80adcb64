import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { buildServer } from '../../app.js';
import { InvalidSettingError } from 'deployment-env';
import { catalogDayFromEnv } from '../clock.js';
import { catalogPlugin } from '../index.js';
import { OfflineSource } from '../offline/offline-source.js';
import { TEST_CATALOG_DAY } from '../test-day.js';
import { createResponseCache } from './response-cache.js';

const source = new OfflineSource();

async function appOn(today: string, cache = createResponseCache()) {
  const app = Fastify();
  await app.register(catalogPlugin, { prefix: '/catalog', source, today, responseCache: cache });
  return app;
}

const app = await appOn(TEST_CATALOG_DAY);
const get = async (url: string) => app.inject(`/catalog${url}`);

interface ChangeRow {
  media_type: string;
  id: number;
  title: string;
  provider_id: number;
  provider_name: string;
  region: string;
  monetization: string;
  change: string;
  date: string;
}

async function allChanges(query: string): Promise<ChangeRow[]> {
  const rows: ChangeRow[] = [];
  for (let page = 1; ; page++) {
    const response = await get(`/ww/changes?${query}&page=${page}`);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    rows.push(...body.results);
    if (page >= body.total_pages) return rows;
  }
}

test('changes list arrivals and departures in the window, sorted, 20 a page', async () => {
  const response = await get('/ww/changes?region=US&from=2026-11-17&to=2026-11-23');
  assert.equal(response.statusCode, 200);
  const body = response.json();
  assert.equal(body.page, 1);
  assert.equal(body.results.length, 20);
  assert.ok(body.total_results > 20);
  assert.equal(body.x_sample, true);
  const rows = await allChanges('region=US&from=2026-11-17&to=2026-11-23');
  assert.equal(rows.length, body.total_results);
  for (const kind of ['arrival', 'departure']) {
    for (const provider of [8, 9, 337, 15, 350, 531, 1899]) {
      assert.ok(
        rows.some((row) => row.change === kind && row.provider_id === provider),
        `${kind} on ${provider}`,
      );
    }
  }
  const row = rows[0] as ChangeRow;
  assert.deepEqual(Object.keys(row).sort(), [
    'change',
    'date',
    'id',
    'media_type',
    'monetization',
    'popularity',
    'poster_path',
    'provider_id',
    'provider_name',
    'region',
    'title',
  ]);
  for (const [index, entry] of rows.entries()) {
    assert.ok(entry.date >= '2026-11-17' && entry.date <= '2026-11-23');
    assert.equal(entry.region, 'US');
    const next = rows[index + 1];
    if (next) assert.ok(entry.date <= next.date);
  }
  const netflixOrDisney = await allChanges(
    'region=US&from=2026-11-17&to=2026-11-23&with_watch_providers=8|337',
  );
  assert.deepEqual(
    netflixOrDisney,
    rows.filter((entry) => entry.provider_id === 8 || entry.provider_id === 337),
  );
});

test('change= keeps only arrivals or only departures, same rows and order as the full list', async () => {
  const window = 'region=US&from=2026-11-17&to=2026-11-30&with_watch_providers=8|15';
  const rows = await allChanges(window);
  for (const kind of ['arrival', 'departure']) {
    const only = await allChanges(`${window}&change=${kind}`);
    assert.ok(only.length > 0, kind);
    assert.deepEqual(
      only,
      rows.filter((row) => row.change === kind),
    );
  }
  assert.deepEqual(await allChanges(`${window}&change=`), rows, 'empty: both kinds');
});

test('/ww/today tells a client the catalog day, pinned or the clock', async () => {
  const pinned = await get('/ww/today');
  assert.equal(pinned.statusCode, 200);
  assert.deepEqual(pinned.json(), { today: TEST_CATALOG_DAY });
  assert.equal(pinned.headers['cache-control'], 'public, max-age=60');
  const other = await (await appOn('2027-01-05')).inject('/catalog/ww/today');
  assert.deepEqual(other.json(), { today: '2027-01-05' });
  const clock = Fastify();
  await clock.register(catalogPlugin, { prefix: '/catalog', source });
  const before = new Date().toISOString().slice(0, 10);
  const { today } = (await clock.inject('/catalog/ww/today')).json();
  const after = new Date().toISOString().slice(0, 10);
  assert.ok(today === before || today === after, today);
});

/** A title's offers in a country as "provider monetization" strings, as watch/providers gives them. */
async function offersOf(target: Awaited<ReturnType<typeof appOn>>, row: ChangeRow) {
  const path = `/catalog/3/${row.media_type}/${row.id}`;
  const body = (await target.inject(`${path}/watch/providers`)).json();
  const appended = (await target.inject(`${path}?append_to_response=watch/providers`)).json();
  assert.deepEqual(appended['watch/providers'].results, body.results);
  const country = body.results[row.region] ?? {};
  return new Set(
    Object.entries(country).flatMap(([kind, entries]) =>
      kind === 'link'
        ? []
        : (entries as { provider_id: number }[]).map((entry) => `${entry.provider_id} ${kind}`),
    ),
  );
}

test('watch/providers on two days differ exactly by the changes listed between them', async () => {
  const before = await appOn('2026-11-23');
  const after = await appOn('2026-11-30');
  const rows = await allChanges('region=GB&from=2026-11-24&to=2026-11-30');
  assert.ok(rows.length > 0);
  for (const row of rows) {
    const offer = `${row.provider_id} ${row.monetization}`;
    const [was, is] = [await offersOf(before, row), await offersOf(after, row)];
    assert.equal(was.has(offer), row.change === 'departure', `${row.title} ${offer} before`);
    assert.equal(is.has(offer), row.change === 'arrival', `${row.title} ${offer} after`);
  }
  // A title with no change in the window answers the same on both days.
  const unchanged = (await before.inject('/catalog/3/movie/603/watch/providers')).body;
  assert.equal((await after.inject('/catalog/3/movie/603/watch/providers')).body, unchanged);
});

test('the response cache keys on the day: two days, two answers', async () => {
  const cache = createResponseCache();
  const row = (await allChanges('region=US&from=2026-11-24&to=2026-11-24')).find(
    (entry) => entry.change === 'arrival',
  ) as ChangeRow;
  const url = `/catalog/3/${row.media_type}/${row.id}/watch/providers`;
  const first = await (await appOn('2026-11-23', cache)).inject(url);
  const entries = cache.size;
  const second = await (await appOn('2026-11-24', cache)).inject(url);
  assert.equal(cache.size, entries + 1);
  assert.notEqual(first.body, second.body);
});

test('bad windows, regions, provider lists and pages are a 400 saying what is wrong', async () => {
  const base = 'region=US&from=2026-11-01&to=2026-11-07';
  const cases: [string, RegExp][] = [
    ['region=US&from=2026-02-30&to=2026-03-02', /from must be a calendar day/],
    ['region=US&from=2026-11-01&to=tomorrow', /to must be a calendar day/],
    ['region=US&to=2026-11-07', /from must be a calendar day/],
    ['region=US&from=2026-11-07&to=2026-11-01', /is before from/],
    ['region=US&from=2026-01-01&to=2026-03-04', /63 days; it may be at most 62/],
    ['region=ZZ&from=2026-11-01&to=2026-11-07', /region must be one of/],
    ['from=2026-11-01&to=2026-11-07', /region must be one of/],
    [`${base}&with_watch_providers=8,337`, /with_watch_providers must be/],
    [`${base}&with_watch_providers=8|abc`, /with_watch_providers must be/],
    [`${base}&with_watch_providers=999999`, /with_watch_providers must be/],
    [`${base}&change=arrivals`, /change must be arrival or departure/],
    [`${base}&page=0`, /Invalid page/],
    [`${base}&page=400`, /past the last page/],
  ];
  for (const [query, message] of cases) {
    const response = await get(`/ww/changes?${query}`);
    assert.equal(response.statusCode, 400, query);
    const body = response.json();
    assert.match(body.status_message, message, query);
    assert.equal(typeof body.status_code, 'number');
    assert.equal(response.headers['cache-control'], 'no-store');
  }
  const longest = await get('/ww/changes?region=us&from=2026-01-01&to=2026-03-03');
  assert.equal(longest.statusCode, 200, 'a 62-day window, lower-case region');
});

test('WATCHWHERE_NOW moves the day in local mode only; a bad value stops the start', async () => {
  assert.equal(catalogDayFromEnv({ WATCHWHERE_NOW: '2027-01-05' }, 'local'), '2027-01-05');
  assert.equal(catalogDayFromEnv({ WATCHWHERE_NOW: '2027-01-05' }, 'production'), undefined);
  assert.equal(catalogDayFromEnv({ WATCHWHERE_NOW: 'nonsense' }, 'production'), undefined);
  assert.equal(catalogDayFromEnv({}, 'local'), undefined);
  assert.throws(
    () => catalogDayFromEnv({ WATCHWHERE_NOW: '2027-13-01' }, 'local'),
    (error: unknown) =>
      error instanceof InvalidSettingError && /^WATCHWHERE_NOW must be/.test(error.message),
  );

  const saved = { now: process.env.WATCHWHERE_NOW, env: process.env.WATCHWHERE_ENV };
  const row = (await allChanges('region=US&from=2026-11-24&to=2026-11-24')).find(
    (entry) => entry.change === 'arrival',
  ) as ChangeRow;
  const url = `/catalog/3/${row.media_type}/${row.id}/watch/providers`;
  const pinned = async (day: string) => (await (await appOn(day)).inject(url)).body;
  try {
    process.env.WATCHWHERE_NOW = '2026-11-23';
    const local = await buildServer();
    assert.equal((await local.inject(url)).body, await pinned('2026-11-23'));
    process.env.WATCHWHERE_NOW = '2026-11-24';
    assert.equal((await (await buildServer()).inject(url)).body, await pinned('2026-11-24'));
    process.env.WATCHWHERE_NOW = 'not-a-day';
    await assert.rejects(buildServer(), InvalidSettingError);
    process.env.WATCHWHERE_ENV = 'production';
    const production = await buildServer();
    const dayNow = () => new Date().toISOString().slice(0, 10);
    const before = dayNow();
    const answer = (await production.inject(url)).body;
    // The server clock's day, whichever side of midnight the request fell on.
    const days = [...new Set([before, dayNow()])];
    const expected = await Promise.all(days.map(pinned));
    assert.ok(expected.includes(answer), `answered as of ${days.join(' or ')}`);
  } finally {
    for (const [name, value] of [
      ['WATCHWHERE_NOW', saved.now],
      ['WATCHWHERE_ENV', saved.env],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
});
