import assert from 'node:assert/strict';
import {
  feedWindows,
  watchlistChanges,
  type ChangesQuery,
  type ListedChange,
  type WatchingMember,
} from './watchlist-changes.ts';

const change = (overrides: Partial<ListedChange>): ListedChange => ({
  media_type: 'movie',
  id: 603,
  title: 'The Matrix',
  provider_id: 8,
  provider_name: 'Netflix',
  region: 'US',
  monetization: 'flatrate',
  change: 'arrival',
  date: '2026-12-01',
  ...overrides,
});

const member: WatchingMember = {
  language: 'en',
  region: 'US',
  any_service: false,
  provider_ids: [8],
  watchlist: [{ media_type: 'movie', tmdb_id: 603 }],
};

/** A catalog listing `rows` in pages of two, recording what it was asked. */
function catalogOf(rows: ListedChange[]) {
  const asked: ChangesQuery[] = [];
  const read = (query: ChangesQuery) => {
    asked.push(query);
    const inWindow = rows.filter((row) => row.date >= query.from && row.date <= query.to);
    const pages = Math.max(1, Math.ceil(inWindow.length / 2));
    const start = (query.page - 1) * 2;
    return Promise.resolve({ results: inWindow.slice(start, start + 2), total_pages: pages });
  };
  return { read, asked };
}

Deno.test('90 days from today, in windows the catalog answers (62 days at most)', () => {
  assert.deepEqual(feedWindows('2026-11-23'), [
    { from: '2026-11-23', to: '2027-01-23' },
    { from: '2027-01-24', to: '2027-02-20' },
  ]);
});

Deno.test(
  'only watchlist titles, on my services, offered by subscription, free or with ads',
  async () => {
    const mine = change({});
    const leaving = change({ change: 'departure', date: '2027-02-20', monetization: 'ads' });
    const { read, asked } = catalogOf([
      mine,
      change({ monetization: 'ads' }),
      change({ monetization: 'rent', date: '2026-12-02' }),
      change({ provider_id: 337, provider_name: 'Disney Plus' }),
      change({ id: 604, title: 'Not watched' }),
      change({ media_type: 'tv' }),
      leaving,
      change({ date: '2027-02-21' }),
    ]);
    assert.deepEqual(await watchlistChanges(read, member, '2026-11-23'), [mine, leaving]);
    assert.deepEqual(
      asked.map((query) => `${query.region} ${query.from} ${query.to} ${query.page}`),
      [
        'US 2026-11-23 2027-01-23 1',
        'US 2026-11-23 2027-01-23 2',
        'US 2026-11-23 2027-01-23 3',
        'US 2027-01-24 2027-02-20 1',
      ],
    );
  },
);

Deno.test('no service chosen is any service; services that map to none give nothing', async () => {
  const rows = [change({}), change({ provider_id: 337, provider_name: 'Disney Plus' })];
  const anyService = { ...member, any_service: true, provider_ids: [] };
  assert.equal((await watchlistChanges(catalogOf(rows).read, anyService, '2026-11-23')).length, 2);
  const unmapped = { ...member, provider_ids: [] };
  const { read, asked } = catalogOf(rows);
  assert.deepEqual(await watchlistChanges(read, unmapped, '2026-11-23'), []);
  assert.equal(asked.length, 0, 'the catalog is not asked');
});

Deno.test(
  'a catalog that lists no changes (TMDB mode), or an empty watchlist: nothing',
  async () => {
    const tmdb = () => Promise.resolve(undefined);
    assert.deepEqual(await watchlistChanges(tmdb, member, '2026-11-23'), []);
    const { read, asked } = catalogOf([change({})]);
    assert.deepEqual(await watchlistChanges(read, { ...member, watchlist: [] }, '2026-11-23'), []);
    assert.equal(asked.length, 0);
  },
);
