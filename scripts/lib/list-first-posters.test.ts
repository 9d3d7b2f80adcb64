import assert from 'node:assert/strict';
import { test } from 'node:test';
import { discoverFirstPosters, homeFirstPosters } from './list-first-posters.js';

const BASE = 'https://img.watch.example/t/p/';
const NOW = new Date('2026-11-26T12:00:00Z');

/** The app's own choice: shared-core's list parsing, merge, mapping and release rule. */
async function appChoice(movies: unknown, shows: unknown | null, now: Date) {
  const { mergePopular } =
    await import('../../shared-core/src/features/discovery/api/get-popular.js');
  const { parseCatalogList } =
    await import('../../shared-core/src/features/discovery/catalog-list.js');
  const { toContentItem } = await import('../../shared-core/src/features/content/map-content.js');
  const { isReleasedByToday } =
    await import('../../shared-core/src/features/discovery/release-rules.js');
  const movieList = parseCatalogList(movies, 'popular', 'movie');
  // Home merges both lists; Discover's "Popular Movies" is the movie list alone.
  const list =
    shows === null ? movieList : mergePopular(movieList, parseCatalogList(shows, 'popular', 'tv'));
  return list.results
    .map((raw) => toContentItem(raw, { imageBaseUrl: BASE }))
    .filter((item) => isReleasedByToday(item, now))
    .slice(0, 2)
    .map((item) => item.poster_path);
}

const movie = (
  id: number,
  popularity: number,
  release_date: string | null,
  poster = `/m${id}.jpg`,
) => ({
  id,
  title: `Movie ${id}`,
  popularity,
  release_date,
  poster_path: poster,
});
const show = (id: number, popularity: number, first_air_date: string | null) => ({
  id,
  name: `Show ${id}`,
  popularity,
  first_air_date,
  poster_path: `/s${id}.jpg`,
});

const LISTS: [string, unknown, unknown][] = [
  [
    'by popularity across both lists',
    { results: [movie(1, 50, '2008-07-16'), movie(2, 30, '2009-12-15')] },
    { results: [show(3, 40, '2016-07-15')] },
  ],
  [
    'ties keep movies first',
    { results: [movie(1, 40, '2008-07-16')] },
    { results: [show(3, 40, '2016-07-15'), show(4, 39, '2016-01-01')] },
  ],
  [
    'titles dated after today are left out',
    { results: [movie(1, 90, '2026-11-27'), movie(2, 80, '2026-11-26'), movie(5, 70, null)] },
    { results: [show(3, 60, '2027-01-01'), show(4, 10, '')] },
  ],
  [
    'a date with a time',
    { results: [movie(1, 90, '2026-11-26T23:00:00Z'), movie(2, 80, '1999-03-31')] },
    { results: [] },
  ],
  [
    'popularity missing counts as 0',
    {
      results: [{ ...movie(1, 0, '2000-01-01'), popularity: undefined }, movie(2, 1, '2000-01-01')],
    },
    { results: [show(3, 0.5, '2000-01-01')] },
  ],
];

for (const [name, movies, shows] of LISTS) {
  test(`home's first posters are the app's: ${name}`, async () => {
    const expected = await appChoice(movies, shows, NOW);
    assert.deepEqual(homeFirstPosters(movies, shows, BASE, NOW), expected);
  });

  test(`Discover's first posters are the app's: ${name}`, async () => {
    const expected = await appChoice(movies, null, NOW);
    const posters = discoverFirstPosters(movies, BASE, NOW);
    assert.deepEqual(posters, expected.length === 2 ? expected : null);
  });
}

test('no posters when the app would show anything but two posters of its own', () => {
  const fine = { results: [movie(1, 50, '2008-07-16'), movie(2, 30, '2009-12-15')] };
  const cases: [string, unknown, unknown][] = [
    ['a list without results', { page: 1 }, { results: [] }],
    ['an answer that is not an object', null, { results: [] }],
    ['an entry that is not an object', { results: [null, ...fine.results] }, { results: [] }],
    [
      'an entry without a numeric id',
      { results: [{ ...movie(1, 99, '2000-01-01'), id: '1' }] },
      { results: [] },
    ],
    [
      'a popularity that is not a number',
      { results: [{ ...movie(1, 99, '2000-01-01'), popularity: '99' }] },
      { results: [] },
    ],
    [
      'a first poster missing',
      { results: [movie(1, 99, '2000-01-01', null as unknown as string), ...fine.results] },
      { results: [] },
    ],
    [
      'a poster that is a URL',
      { results: [movie(1, 99, '2000-01-01', 'https://evil.example/x.jpg'), ...fine.results] },
      { results: [] },
    ],
    [
      'a poster with folders',
      { results: [movie(1, 99, '2000-01-01', '/a/b.jpg'), ...fine.results] },
      { results: [] },
    ],
    [
      'fewer than two released titles',
      { results: [movie(1, 99, '2000-01-01'), movie(2, 98, '2030-01-01')] },
      { results: [] },
    ],
  ];
  for (const [reason, movies, shows] of cases) {
    assert.equal(homeFirstPosters(movies, shows, BASE, NOW), null, reason);
    assert.equal(discoverFirstPosters(movies, BASE, NOW), null, reason);
  }
});

test('a poster path cannot break out of the markup or the image base', () => {
  const movies = {
    results: [movie(1, 99, '2000-01-01', '/"><script>.jpg'), movie(2, 98, '2000-01-01')],
  };
  assert.equal(homeFirstPosters(movies, { results: [] }, BASE, NOW), null);
  assert.equal(discoverFirstPosters(movies, BASE, NOW), null);
  assert.equal(
    homeFirstPosters(
      { results: [movie(1, 9, null), movie(2, 8, null)] },
      { results: [] },
      'javascript:alert(1)//',
      NOW,
    ),
    null,
  );
});

/** A small seeded generator: the same lists on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

test('whatever the lists hold, the server paints the posters the app shows, or nothing', async () => {
  const random = seeded(18);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  const odd = [undefined, null, '', 5, 'x', ['/x.jpg'], [null], [{ id: 1, name: 'Drama' }], {}];
  const field = <T>(usual: T) => (random() < 0.96 ? usual : pick(odd));
  const entry = (id: number, dateField: string) => ({
    id: field(id),
    title: field(`Title ${id}`),
    name: field(`Name ${id}`),
    popularity: field(Math.round(random() * 100)),
    [dateField]: field(pick(['1999-03-31', '2026-11-26', '2026-11-27', '2030-01-01', null])),
    poster_path: field(`/p${id}.jpg`),
    backdrop_path: field(`/b${id}.jpg`),
    genre_ids: field([18, 28]),
    genres: field(undefined),
  });
  const list = (dateField: string, from: number) => ({
    results: Array.from({ length: 1 + Math.floor(random() * 4) }, (_, index) =>
      entry(from + index, dateField),
    ),
  });
  const painted = { home: 0, discover: 0 };
  for (let round = 0; round < 400; round += 1) {
    const movies = list('release_date', 1);
    const shows = list('first_air_date', 100);
    const home = homeFirstPosters(movies, shows, BASE, NOW);
    if (home !== null) {
      painted.home += 1;
      assert.deepEqual(home, await appChoice(movies, shows, NOW), JSON.stringify([movies, shows]));
    }
    const discover = discoverFirstPosters(movies, BASE, NOW);
    if (discover !== null) {
      painted.discover += 1;
      assert.deepEqual(discover, await appChoice(movies, null, NOW), JSON.stringify(movies));
    }
  }
  assert.ok(painted.home > 50, `only ${painted.home} of 400 lists were painted on home`);
  assert.ok(painted.discover > 30, `only ${painted.discover} of 400 lists on Discover`);
});
