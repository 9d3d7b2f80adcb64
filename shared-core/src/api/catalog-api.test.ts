import { makeStore } from '../app/store';
import { selectCatalogIsSample } from '../features/catalog/catalog-slice';
import { fakeCatalog, setTestRuntimeConfig } from '../testing/fake-catalog';
import { localeChanged } from '../features/locale/locale-slice';
import { catalogApi } from './catalog-api';

const probeApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({ probe: build.query<unknown, string>({ query: (path) => path }) }),
});

/** Answers every catalog request with `status`; returns the paths asked. */
const catalogAnswering = (status: number) => fakeCatalog(() => new Response('{}', { status }));

/** Asks the catalog for `path` once, as a component's query would, and waits for the outcome. */
async function ask(path: string) {
  const result = await makeStore().dispatch(probeApi.endpoints.probe.initiate(path));
  return result.error;
}

beforeEach(setTestRuntimeConfig);

describe('catalog requests', () => {
  it('are not repeated when the catalog answers 4xx (an unknown title stays unknown)', async () => {
    const asked = catalogAnswering(404);
    expect(await ask('/3/movie/999999999')).toMatchObject({ status: 404 });
    expect(asked).toHaveLength(1);
  });

  it('are tried once more when the catalog fails (5xx)', async () => {
    const asked = catalogAnswering(503);
    expect(await ask('/3/movie/603')).toMatchObject({ status: 503 });
    expect(asked).toHaveLength(2);
  });
});

describe('the language of catalog requests', () => {
  it('is the page’s: English asks without one, another language asks in it', async () => {
    const asked = fakeCatalog(() => new Response('{}'));
    const store = makeStore();
    await store.dispatch(probeApi.endpoints.probe.initiate('/3/movie/603'));
    store.dispatch(localeChanged('pt-BR'));
    await store.dispatch(probeApi.endpoints.probe.initiate('/3/movie/603'));
    store.dispatch(localeChanged('en-XA'));
    await store.dispatch(probeApi.endpoints.probe.initiate('/3/movie/603'));
    expect(asked).toEqual(['/3/movie/603', '/3/movie/603?language=pt-BR', '/3/movie/603']);
  });

  it('keys the cache: a new language keeps no answer of the last one', async () => {
    fakeCatalog(() => new Response('{"title":"Spirited Away"}'));
    const store = makeStore();
    await store.dispatch(probeApi.endpoints.probe.initiate('/3/movie/1'));
    const cached = () => probeApi.endpoints.probe.select('/3/movie/1')(store.getState()).data;
    expect(cached()).toEqual({ title: 'Spirited Away' });
    store.dispatch(localeChanged('en'));
    expect(cached()).toEqual({ title: 'Spirited Away' });
    store.dispatch(localeChanged('ja'));
    expect(cached()).toBeUndefined();
  });
});

describe('the catalog sample flag', () => {
  /** Answers each path with its body and headers; anything else 404s. */
  function catalogWith(answers: Record<string, { body: unknown; headers?: HeadersInit }>) {
    fakeCatalog((path) => {
      const answer = answers[path];
      return answer && new Response(JSON.stringify(answer.body), { headers: answer.headers });
    });
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
