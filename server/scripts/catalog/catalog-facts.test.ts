import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CatalogTitle } from '../../src/catalog/catalog-types.js';
import { dayNumber } from '../../src/catalog/clock.js';
import { isAnime } from '../../src/catalog/offline/describe.js';
import { discover } from '../../src/catalog/offline/discover.js';
import { OfflineCatalog } from '../../src/catalog/offline/offline-catalog.js';
import { detailsOf, listItem } from '../../src/catalog/offline/tmdb-shapes.js';
import { TEST_CATALOG_DAY } from '../../src/catalog/test-day.js';
import type { DiscoverFilters } from '../../src/catalog/http/catalog-request.js';
import { titleCaseIfLower } from './anime.js';
import { buildCatalog } from './assemble.js';
import { FILM_TITLES } from './film-titles.js';
import { filmDrafts, readVegaMovies } from './films.js';
import { seriesPopularity } from './popularity.js';
import { seriesVoteGrowth } from './series.js';
import { TV_SERIES } from './tv-series.js';

const built = buildCatalog();
const catalog = new OfflineCatalog(built);
const day = dayNumber(TEST_CATALOG_DAY);

function one(title: string, type: CatalogTitle['type'] = 'movie', year?: string): CatalogTitle {
  const found = built.titles.filter(
    (entry) =>
      entry.title === title && entry.type === type && (!year || entry.date.startsWith(year)),
  );
  assert.equal(found.length, 1, `exactly one ${type} "${title}" ${year ?? ''}`);
  return found[0] as CatalogTitle;
}

const details = (title: CatalogTitle) =>
  detailsOf(title, ['content_ratings'], catalog, day, 'en') as Record<string, unknown>;
const item = (title: CatalogTitle) => listItem(title, catalog, 'en') as Record<string, unknown>;

test('The Godfather states only what the source has: no runtime, genre or tagline', () => {
  const godfather = details(one('The Godfather'));
  assert.equal(godfather.runtime, 0);
  assert.deepEqual(godfather.genres, []);
  assert.equal(godfather.tagline, '');
  assert.equal(godfather.x_imdb_rating, 9.2);
  assert.equal(godfather.x_rotten_tomatoes, 100);
  assert.equal(
    godfather.overview,
    'Movie from 1972, directed by Francis Ford Coppola. Released by Paramount Pictures.',
  );
});

test('overviews are whole sentences from real fields, exactly right for known titles', () => {
  assert.equal(
    item(one('Inception')).overview,
    'Thriller and science fiction movie from 2010, directed by Christopher Nolan, from an original screenplay. Released by Warner Bros.',
  );
  assert.equal(
    item(one('Friends', 'tv')).overview,
    'Comedy and drama TV show that premiered in 1994, with 10 seasons.',
  );
  for (const title of built.titles) {
    const overview = item(title).overview as string;
    assert.match(overview, /^[A-Z][^]*\.$/, overview);
    assert.doesNotMatch(overview, /undefined|null| {2}| ,|\.\./, overview);
  }
});

test('no title has a tagline, and no film is History from its creative type', () => {
  assert.equal(details(one('Inception')).tagline, '');
  assert.equal(details(one('Breaking Bad', 'tv')).tagline, '');
  assert.ok(built.titles.every((title) => !(title.type === 'movie' && title.genres.includes(36))));
});

test('ratings travel by their true source; vote_average and vote_count are 0 offline', () => {
  for (const title of [one('Spirited Away'), one('Star Wars Ep. V: The Empire Strikes Back')]) {
    // vega-datasets has neither an IMDb rating nor a Rotten Tomatoes score for these two.
    for (const shape of [item(title), details(title)]) {
      assert.equal(shape.vote_average, 0);
      assert.equal(shape.vote_count, 0);
      assert.equal('x_imdb_rating' in shape, false);
      assert.equal('x_rotten_tomatoes' in shape, false);
    }
  }
  const darkKnight = item(one('The Dark Knight'));
  assert.equal(darkKnight.x_imdb_rating, 8.9);
  assert.equal(darkKnight.x_rotten_tomatoes, 93);
  assert.equal(darkKnight.vote_average, 0);
  const breakingBad = item(one('Breaking Bad', 'tv'));
  assert.equal(breakingBad.vote_average, 0);
  assert.equal('x_imdb_rating' in breakingBad, false);
  const unrated = built.titles.filter(
    (title) => title.type === 'movie' && title.imdb === undefined,
  );
  assert.ok(unrated.length > 150);
  assert.ok(unrated.every((title) => !('x_imdb_rating' in item(title))));
});

test('remakes no longer share one IMDb rating: the other film has none and keeps its own RT score', () => {
  const older = one('Casino Royale', 'movie', '1967');
  const newer = one('Casino Royale', 'movie', '2006');
  assert.equal(newer.imdb, 8);
  assert.equal(newer.imdb_votes, 172936);
  assert.equal(newer.rt, 94);
  assert.equal(older.imdb, undefined);
  assert.equal(older.imdb_votes, undefined);
  assert.equal(older.rt, 30);
});

test("IMDb figures of another film of the same name are dropped, the film's own RT score kept", () => {
  const beauty = item(one('Beauty and the Beast', 'movie', '1991'));
  assert.equal(beauty.x_imdb_rating, undefined);
  assert.equal(beauty.x_rotten_tomatoes, 93);
  for (const title of ['Die Hard', 'Rocky', 'Scream', 'Aliens', 'Armageddon']) {
    assert.equal(one(title).imdb, undefined, title);
    assert.equal(one(title).imdb_votes, undefined, title);
  }
  // A film with a real audience keeps its figures.
  assert.equal(one('The Dark Knight').imdb, 8.9);
});

test('source errors stay repaired: null and numeric titles, trailing articles', () => {
  assert.ok(built.titles.every((title) => typeof title.title === 'string' && title.title !== ''));
  assert.ok(built.titles.every((title) => !/, (The|A|An)$/.test(title.title)));
  assert.equal(one('300').date.slice(0, 4), '2007');
  assert.equal(one('Déjà Vu').date.slice(0, 4), '2006');
  assert.ok(built.titles.every((title) => title.date <= '2026-12-31'));
  assert.ok(
    built.titles.filter((title) => title.type === 'movie').every((title) => title.date < '2012'),
  );
});

test('series facts the sources lack are empty, and the overview does not say a series ended', () => {
  const breakingBad = details(one('Breaking Bad', 'tv'));
  assert.equal(breakingBad.first_air_date, '2008-01-20');
  assert.deepEqual(breakingBad.episode_run_time, []);
  assert.equal(breakingBad.number_of_episodes, 0);
  assert.equal(breakingBad.status, '');
  assert.deepEqual(breakingBad.content_ratings, { results: [] });
  assert.equal(
    breakingBad.overview,
    'Drama and crime TV show that premiered in 2008, with 5 seasons.',
  );
  const seasons = breakingBad.seasons as { episode_count: number }[];
  assert.equal(seasons.length, 5);
  assert.ok(seasons.every((season) => season.episode_count === 0));
  assert.equal(
    details(one('Alice in Borderland', 'tv')).overview,
    'Sci-fi & fantasy and mystery TV show that premiered in 2020, with 2 seasons.',
  );
  const fma = one('Fullmetal Alchemist', 'tv');
  assert.deepEqual(fma.genres, [16]);
  assert.match(
    details(fma).overview as string,
    /^Japanese anime series that premiered in \d{4}, with \d+ seasons?\.$/,
  );
});

test('hand-typed premieres are the typed dates, never a day drawn at random', () => {
  for (const [name, premiere] of TV_SERIES) {
    const title = one(name, 'tv', premiere.slice(0, 4));
    assert.match(premiere, /^\d{4}-\d{2}-\d{2}$/);
    assert.equal(title.date, premiere);
  }
});

test('every typed original title belongs to a film in the set', () => {
  const keys = new Set(built.titles.map((title) => `${title.title}:${title.date.slice(0, 4)}`));
  for (const key of Object.keys(FILM_TITLES)) assert.ok(keys.has(key), `${key} is not in the set`);
  const spirited = item(one('Spirited Away'));
  assert.equal(spirited.original_title, '千と千尋の神隠し');
  assert.equal(spirited.original_language, 'ja');
  assert.deepEqual(one('El Laberinto del Fauno').aka, ["Pan's Labyrinth"]);
  assert.equal(details(one('Inception')).production_countries instanceof Array, true);
  assert.deepEqual(details(one('Inception')).origin_country, []);
});

test('merged popular lists mix films and series and are led by well-known titles', () => {
  const top = [...catalog.popular('movie').slice(0, 20), ...catalog.popular('tv').slice(0, 20)]
    .sort((a, b) => b.popularity - a.popularity)
    .slice(0, 20);
  const films = top.filter((title) => title.type === 'movie').map((title) => title.title);
  const series = top.filter((title) => title.type === 'tv').map((title) => title.title);
  for (const name of ['The Dark Knight', 'Avatar', 'Titanic', 'The Shawshank Redemption'])
    assert.ok(films.includes(name), name);
  for (const name of ['Game of Thrones', 'Breaking Bad']) assert.ok(series.includes(name), name);
  const years = new Set(top.filter((t) => t.type === 'movie').map((t) => t.date.slice(0, 4)));
  assert.ok(years.size >= 5, 'popular films span many years');
  assert.ok(
    top.every((title) => !isAnime(title)),
    'no anime',
  );
  assert.ok(
    one('The Godfather').popularity > one('Fullmetal Alchemist', 'tv').popularity,
    'a film everyone knows outranks a niche anime',
  );
  const tv = catalog.popular('tv').map((title) => title.title);
  assert.deepEqual(tv.slice(0, 3), ['Game of Thrones', 'Breaking Bad', 'Stranger Things']);
  for (const name of ['Friends', 'The Big Bang Theory', 'Sherlock', 'The Office'])
    assert.ok(tv.indexOf(name) < 30, `${name} is ${tv.indexOf(name) + 1}th of the series`);
});

test("series rank by their IMDb counts, put on the films' snapshot by measured growth", () => {
  const growth = seriesVoteGrowth(filmDrafts(readVegaMovies()));
  // Well-known films' IMDb counts grew about five- to sixfold between vega's snapshot and 2024.
  assert.ok(growth > 4 && growth < 7, `growth ${growth}`);
  const rank = (name: string) => one(name, 'tv').popularity;
  assert.ok(rank('Breaking Bad') > rank('Friends'));
  assert.ok(rank('Friends') > rank('The Office'));
  assert.ok(rank('The Office') > rank('The Blacklist'));
  assert.ok(rank('The Blacklist') > rank('Vera'));
  // Without a typed count, a series ranks as the least-rated typed one of its premiere year's lift.
  const fewest = Math.min(...TV_SERIES.flatMap(([, , , votes]) => (votes === null ? [] : [votes])));
  assert.equal(rank('Adolescence'), seriesPopularity(fewest, growth, 2025));
  assert.ok(built.titles.every((title) => title.type !== 'tv' || title.imdb_votes === undefined));
});

const noOffers = (): never => {
  throw new Error('without a watch_region discover reads no offers');
};

test('offline discover rates by the real IMDb figures: filters and sorts', () => {
  const filters: DiscoverFilters = {
    page: 1,
    sortBy: 'vote_average',
    ascending: false,
    year: 1999,
    voteAverageMin: 7.5,
  };
  const found = discover(catalog.popular('movie'), 'movie', filters, noOffers);
  assert.ok(found.length > 5);
  assert.ok(found.every((title) => (title.imdb ?? 0) >= 7.5));
  const ratings = found.map((title) => title.imdb ?? 0);
  assert.deepEqual(
    ratings,
    [...ratings].sort((a, b) => b - a),
  );
  const counted = discover(
    catalog.popular('movie'),
    'movie',
    { ...filters, voteAverageMin: undefined, voteCountMin: 300_000 },
    noOffers,
  );
  assert.ok(counted.length > 0 && counted.every((title) => (title.imdb_votes ?? 0) >= 300_000));
  const tvRated = discover(
    catalog.popular('tv'),
    'tv',
    { page: 1, sortBy: 'popularity', ascending: false, voteAverageMin: 0.1 },
    noOffers,
  );
  assert.equal(tvRated.length, 0, 'no series has an IMDb rating offline');
});

test('English anime titles typed all in lower case are title-cased, others kept as typed', () => {
  assert.equal(titleCaseIfLower('attack on titan'), 'Attack on Titan');
  assert.equal(
    titleCaseIfLower('a good librarian like a good shepherd'),
    'A Good Librarian like a Good Shepherd',
  );
  assert.equal(titleCaseIfLower('DRAGON BALL Z'), 'DRAGON BALL Z');
  assert.equal(one('Attack on Titan', 'tv').lang, 'ja');
});
