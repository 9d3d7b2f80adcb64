import type { TitleRanks, TmdbTitleDetails, WatchProvidersResponse } from 'shared-core';

/** An offline detail: ratings from their sources (`x_imdb_rating`, `x_rotten_tomatoes`), vote average 0. */
export const movieDetails: TmdbTitleDetails = {
  id: 603,
  title: 'The Matrix',
  tagline: 'Free your mind.',
  overview: 'A hacker learns the world is a simulation.',
  poster_path: '/p603.svg',
  backdrop_path: '/b603.svg',
  release_date: '1999-03-31',
  genres: [
    { id: 28, name: 'Action' },
    { id: 878, name: 'Science Fiction' },
  ],
  vote_average: 0,
  x_imdb_rating: 8.7,
  x_rotten_tomatoes: 83,
  runtime: 136,
  popularity: 80,
  homepage: '',
  x_sample: true,
};

/** A TMDB-mode detail (no sample marker): its rating is TMDB's user score. */
export const tmdbMovieDetails: TmdbTitleDetails = {
  id: 27205,
  title: 'Inception',
  tagline: 'Your mind is the scene of the crime.',
  overview: 'A thief steals secrets from dreams.',
  poster_path: null,
  backdrop_path: null,
  release_date: '2010-07-15',
  genres: [{ id: 28, name: 'Action' }],
  vote_average: 8.369,
  runtime: 148,
};

/** An offline detail whose sources lack most facts: the neutral values the page must not show. */
export const sparseMovieDetails: TmdbTitleDetails = {
  id: 238,
  title: 'The Godfather',
  tagline: '',
  overview: '',
  poster_path: null,
  backdrop_path: null,
  release_date: '1972-03-15',
  genres: [],
  vote_average: 0,
  runtime: 0,
  x_sample: true,
};

export const tvDetails: TmdbTitleDetails = {
  id: 1399,
  name: 'Game of Thrones',
  tagline: 'Winter is coming.',
  overview: 'Noble families fight for the Iron Throne.',
  poster_path: null,
  backdrop_path: null,
  first_air_date: '2011-04-17',
  genres: [{ id: 18, name: 'Drama' }],
  vote_average: 0,
  number_of_seasons: 8,
};

const p = (provider_id: number, provider_name: string) => ({
  provider_id,
  provider_name,
  logo_path: `/l${provider_id}.svg`,
});

/** Netflix in 5 countries (not GB), Prime Video in US and GB, Apple TV rent+buy in US. */
export const providers: WatchProvidersResponse = {
  id: 603,
  x_sample: true,
  results: {
    US: {
      link: 'https://www.justwatch.com/us/movie/the-matrix',
      flatrate: [p(8, 'Netflix'), p(9, 'Amazon Prime Video')],
      rent: [p(2, 'Apple TV')],
      buy: [p(2, 'Apple TV')],
    },
    GB: { flatrate: [p(9, 'Amazon Prime Video')], free: [p(73, 'Tubi TV')] },
    CA: { flatrate: [p(8, 'Netflix')] },
    DE: { flatrate: [p(8, 'Netflix')] },
    FR: { flatrate: [p(8, 'Netflix')] },
    JP: { ads: [p(8, 'Netflix')] },
  },
};

export const ranks: TitleRanks = { '1d': 12, '7d': 1450, '30d': null };
export const noRanks: TitleRanks = { '1d': null, '7d': null, '30d': null };

export const catalogRoutes = {
  'GET /3/configuration': { body: { images: { secure_base_url: 'http://catalog.test/img/' } } },
  'GET /3/movie/603': { body: movieDetails },
  'GET /3/movie/603/watch/providers': { body: providers },
  'GET /ranks/movie/603': { body: ranks },
  'GET /3/tv/1399': { body: tvDetails },
  'GET /3/tv/1399/watch/providers': { body: { id: 1399, results: {} } },
  'GET /ranks/tv/1399': { body: noRanks },
  'GET /3/movie/27205': { body: tmdbMovieDetails },
  'GET /3/movie/27205/watch/providers': { body: { id: 27205, results: {} } },
  'GET /ranks/movie/27205': { body: noRanks },
  'GET /3/movie/238': { body: sparseMovieDetails },
  'GET /3/movie/238/watch/providers': { body: { id: 238, results: {}, x_sample: true } },
  'GET /ranks/movie/238': { body: noRanks, headers: { x_sample: 'true' } },
};
