import type { TitleRanks, TmdbTitleDetails, WatchProvidersResponse } from 'shared-core';

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
  vote_average: 8.2,
  runtime: 136,
  popularity: 80,
  homepage: '',
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
};
