import type { CatalogList, TmdbContent } from 'shared-core';

/**
 * Bundled sample movie and TV lists shown when the catalog cannot be reached: well-known titles
 * with their TMDB ids, loaded only on failure.
 */
const movie = (
  id: number,
  title: string,
  release_date: string,
  genre_ids: number[],
  vote_average: number,
  popularity: number,
): TmdbContent => ({
  id,
  media_type: 'movie',
  title,
  release_date,
  genre_ids,
  vote_average,
  popularity,
});

const tv = (
  id: number,
  name: string,
  first_air_date: string,
  genre_ids: number[],
  vote_average: number,
  popularity: number,
): TmdbContent => ({
  id,
  media_type: 'tv',
  name,
  first_air_date,
  genre_ids,
  vote_average,
  popularity,
});

const FALLBACK_MOVIES: TmdbContent[] = [
  movie(27205, 'Inception', '2010-07-15', [28, 878, 12], 8.4, 98),
  movie(155, 'The Dark Knight', '2008-07-16', [18, 28, 80, 53], 8.5, 95),
  movie(157336, 'Interstellar', '2014-11-05', [12, 18, 878], 8.4, 93),
  movie(872585, 'Oppenheimer', '2023-07-19', [18, 36], 8.1, 90),
  movie(603, 'The Matrix', '1999-03-30', [28, 878], 8.2, 86),
  movie(550, 'Fight Club', '1999-10-15', [18], 8.4, 80),
  movie(13, 'Forrest Gump', '1994-06-23', [35, 18, 10749], 8.5, 78),
  movie(680, 'Pulp Fiction', '1994-09-10', [53, 80], 8.5, 75),
  movie(238, 'The Godfather', '1972-03-14', [18, 80], 8.7, 72),
  movie(129, 'Spirited Away', '2001-07-20', [16, 10751, 14], 8.5, 70),
];

const FALLBACK_SHOWS: TmdbContent[] = [
  tv(66732, 'Stranger Things', '2016-07-15', [18, 10765, 9648], 8.6, 97),
  tv(1396, 'Breaking Bad', '2008-01-20', [18, 80], 8.9, 94),
  tv(2316, 'The Office', '2005-03-24', [35], 8.6, 88),
  tv(119051, 'Wednesday', '2022-11-23', [10765, 9648, 35], 8.4, 87),
  tv(1399, 'Game of Thrones', '2011-04-17', [10765, 18, 10759], 8.5, 85),
  tv(100088, 'The Last of Us', '2023-01-15', [18], 8.6, 83),
  tv(94997, 'House of the Dragon', '2022-08-21', [10765, 18, 10759], 8.4, 79),
  tv(1668, 'Friends', '1994-09-22', [35], 8.4, 76),
  tv(76479, 'The Boys', '2019-07-25', [10765, 10759], 8.5, 74),
  tv(60059, 'Better Call Saul', '2015-02-08', [80, 18], 8.7, 71),
];

const listOf = (results: TmdbContent[]): CatalogList => ({
  page: 1,
  total_pages: 1,
  total_results: results.length,
  results,
});

export type FallbackKind = 'movie' | 'tv' | 'all';

export function fallbackList(kind: FallbackKind): CatalogList {
  if (kind === 'movie') return listOf(FALLBACK_MOVIES);
  if (kind === 'tv') return listOf(FALLBACK_SHOWS);
  return listOf(
    [...FALLBACK_MOVIES, ...FALLBACK_SHOWS].sort(
      (a, b) => (b.popularity ?? 0) - (a.popularity ?? 0),
    ),
  );
}
