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

/** One service of `/watch/providers/movie`: its display priority in each country it exists in. */
export const watchProvider = (
  provider_id: number,
  provider_name: string,
  display_priorities: Record<string, number>,
) => ({
  provider_id,
  provider_name,
  logo_path: null,
  display_priority: Math.min(...Object.values(display_priorities)),
  display_priorities,
});

/** `/watch/providers/movie` as the catalog answers it, e.g. `'GET /3/watch/providers/movie': watchProviderList([...])`. */
export const watchProviderList = (providers: ReturnType<typeof watchProvider>[]) => ({
  status: 200,
  body: { results: providers },
});

/** Some of the offline catalog's services of the US and the UK, in its display order there. */
export const usAndUkProviders = [
  watchProvider(8, 'Netflix', { US: 0, GB: 0 }),
  watchProvider(9, 'Amazon Prime Video', { US: 1, GB: 1 }),
  watchProvider(337, 'Disney Plus', { US: 2, GB: 2 }),
  watchProvider(15, 'Hulu', { US: 3 }),
  watchProvider(39, 'NOW', { GB: 3 }),
  watchProvider(1899, 'HBO Max', { US: 4, GB: 4 }),
  watchProvider(350, 'Apple TV Plus', { US: 5, GB: 5 }),
  watchProvider(531, 'Paramount Plus', { US: 6, GB: 6 }),
  watchProvider(386, 'Peacock Premium', { US: 7 }),
  watchProvider(38, 'BBC iPlayer', { GB: 7 }),
  watchProvider(41, 'ITVX', { GB: 8 }),
];

export interface ChangeRowInput {
  id: number;
  title: string;
  media_type?: 'movie' | 'tv';
  provider_id?: number;
  provider_name?: string;
  monetization?: 'flatrate' | 'free' | 'ads' | 'rent' | 'buy';
  change?: 'arrival' | 'departure';
  /** YYYY-MM-DD */
  date?: string;
  popularity?: number;
  region?: string;
}

/** One row of the catalog's `/ww/changes` (an arrival on Netflix in the US unless told). */
export const changeRow = ({ id, title, ...extra }: ChangeRowInput) => ({
  media_type: 'movie',
  id,
  title,
  poster_path: `/p${id}.svg`,
  popularity: 50,
  provider_id: 8,
  provider_name: 'Netflix',
  region: 'US',
  monetization: 'flatrate',
  change: 'arrival',
  date: '2026-11-20',
  ...extra,
});

/**
 * A `/ww/changes` answer that filters `rows` by the request's `change` and
 * `with_watch_providers` and pages them 20 at a time, as the catalog does.
 */
export const changes = (rows: ReturnType<typeof changeRow>[]) => (request: Request) => {
  const query = new URL(request.url).searchParams;
  const kind = query.get('change');
  const providers = query.get('with_watch_providers')?.split('|').map(Number);
  const matching = rows.filter(
    (row) => (!kind || row.change === kind) && (!providers || providers.includes(row.provider_id)),
  );
  const page = Number(query.get('page') ?? 1);
  return {
    status: 200,
    body: {
      page,
      total_pages: Math.max(1, Math.ceil(matching.length / 20)),
      total_results: matching.length,
      results: matching.slice((page - 1) * 20, page * 20),
    },
  };
};
