import { setRuntimeConfig } from 'shared-core';

export const CATALOG_URL = 'http://catalog.test/catalog';

type Answer = { status: number; body: unknown } | (() => { status: number; body: unknown });

/** Answers catalog requests by path ("/3/search/multi"); anything else is a 404. Returns the calls. */
export function installFakeCatalog(routes: Record<string, Answer>): URL[] {
  setRuntimeConfig({
    supabaseUrl: 'http://backend.test',
    supabaseAnonKey: 'anon',
    catalogUrl: CATALOG_URL,
    demoMode: true,
  });
  const calls: URL[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push(url);
    const route = routes[url.pathname.replace('/catalog', '')];
    const answer = typeof route === 'function' ? route() : (route ?? { status: 404, body: {} });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return calls;
}

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

export const list = (results: object[]) => ({
  status: 200,
  body: { page: 1, total_pages: 1, total_results: results.length, results },
});
