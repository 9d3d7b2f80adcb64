import { makeStore } from '../app/store';
import { setRuntimeConfig } from '../config/runtime-config';
import { selectCatalogIsSample } from '../features/catalog/catalog-slice';
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

describe('the catalog sample flag', () => {
  /** Answers each path with its body and headers; anything else 404s. */
  function catalogWith(answers: Record<string, { body: unknown; headers?: HeadersInit }>) {
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
      const answer = answers[path.replace(/^\/catalog/, '')];
      return answer
        ? new Response(JSON.stringify(answer.body), { headers: answer.headers })
        : new Response('{}', { status: 404 });
    }) as typeof globalThis.fetch;
  }

  const askWith = async (store: ReturnType<typeof makeStore>, path: string) => {
    await store.dispatch(probeApi.endpoints.probe.initiate(path));
    return selectCatalogIsSample(store.getState());
  };

  it('is unknown until an answer says, and a failure or an unmarked own route says nothing', async () => {
    catalogWith({ '/ww/today': { body: { today: '2026-11-23' } } });
    const store = makeStore();
    expect(selectCatalogIsSample(store.getState())).toBeNull();
    expect(await askWith(store, '/ww/today')).toBeNull();
    expect(await askWith(store, '/3/movie/999999999')).toBeNull();
  });

  it('is set by the offline marker, in the header or the body', async () => {
    catalogWith({
      '/ranks/movie/603': { body: { '1d': 1 }, headers: { x_sample: 'true' } },
      '/3/configuration': { body: { images: {}, x_sample: true } },
    });
    expect(await askWith(makeStore(), '/ranks/movie/603')).toBe(true);
    expect(await askWith(makeStore(), '/3/configuration')).toBe(true);
  });

  it('is false for a TMDB answer without the marker', async () => {
    catalogWith({ '/3/movie/603': { body: { id: 603, title: 'The Matrix' } } });
    expect(await askWith(makeStore(), '/3/movie/603')).toBe(false);
  });
});
