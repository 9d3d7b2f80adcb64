/** Catalog (TMDB-shaped) replies for the fake backend's routes. */

export const configuration = {
  status: 200,
  body: {
    images: { secure_base_url: 'http://catalog.test/img/', base_url: 'http://catalog.test/img/' },
  },
};

export const movieResult = (id: number, title: string, extra: object = {}) => ({
  id,
  media_type: 'movie',
  title,
  release_date: '2010-07-16',
  poster_path: `/p${id}.svg`,
  genre_ids: [28],
  vote_average: 8,
  popularity: 50,
  ...extra,
});

export const tvResult = (id: number, name: string, extra: object = {}) => ({
  id,
  media_type: 'tv',
  name,
  first_air_date: '2016-07-15',
  poster_path: `/p${id}.svg`,
  genre_ids: [18],
  vote_average: 8.5,
  popularity: 40,
  ...extra,
});

/** One page of results, as the catalog's list and search endpoints send it. */
export const list = (results: object[]) => ({
  status: 200,
  body: { page: 1, total_pages: 1, total_results: results.length, results },
});
