import { makeStore } from '../app/store';
import { setRuntimeConfig } from '../config/runtime-config';
import { catalogApi } from './catalog-api';

const probeApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({ probe: build.query<unknown, string>({ query: (path) => path }) }),
});

/** Answers every catalog request with `status`, counting the requests. */
function catalogAnswering(status: number) {
  const fetch = jest.fn(async () => new Response('{}', { status }));
  globalThis.fetch = fetch as typeof globalThis.fetch;
  return fetch;
}

/** Asks the catalog for `path` once, as a component's query would, and waits for the outcome. */
async function ask(path: string) {
  const result = await makeStore().dispatch(probeApi.endpoints.probe.initiate(path));
  return result.error;
}

beforeEach(() =>
  setRuntimeConfig({
    supabaseUrl: 'http://supabase.test',
    supabaseAnonKey: 'anon',
    catalogUrl: 'http://catalog.test/catalog',
    demoMode: false,
  }),
);

describe('catalog requests', () => {
  it('are not repeated when the catalog answers 4xx (an unknown title stays unknown)', async () => {
    const fetch = catalogAnswering(404);
    expect(await ask('/3/movie/999999999')).toMatchObject({ status: 404 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('are tried once more when the catalog fails (5xx)', async () => {
    const fetch = catalogAnswering(503);
    expect(await ask('/3/movie/603')).toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
