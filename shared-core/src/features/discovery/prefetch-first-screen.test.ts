import { catalogApi } from '../../api/catalog-api';
import { makeStore } from '../../app/store';
import { setRuntimeConfig } from '../../config/runtime-config';
import { prefetchFirstScreen } from './prefetch-first-screen';

const list = { page: 1, total_pages: 1, total_results: 1, results: [{ id: 603, popularity: 9 }] };

/** A catalog that answers the configuration and both popular lists, recording each path asked. */
function catalog() {
  const asked: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    asked.push(path.replace(/^\/catalog/, ''));
    const body = path.endsWith('/configuration') ? { images: { secure_base_url: 'x/' } } : list;
    return new Response(JSON.stringify(body));
  }) as typeof globalThis.fetch;
  return asked;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() =>
  setRuntimeConfig({
    supabaseUrl: 'http://supabase.test',
    supabaseAnonKey: 'anon',
    catalogUrl: 'http://catalog.test/catalog',
    demoMode: false,
  }),
);

describe("the first screen's queries", () => {
  it("start home's before its page asks, and hold the answers the page reads", async () => {
    const asked = catalog();
    const store = makeStore();
    prefetchFirstScreen(store.dispatch, { pathname: '/', search: '' });
    await settled();
    expect(asked.sort()).toEqual(['/3/configuration', '/3/movie/popular', '/3/tv/popular']);
    const queries = store.getState()[catalogApi.reducerPath].queries;
    expect(queries['getPopular({"type":"all"})']?.status).toBe('fulfilled');
    expect(queries['getCatalogConfiguration(undefined)']?.status).toBe('fulfilled');
  });

  it('start nothing for a search or another page, whose calls differ', async () => {
    const asked = catalog();
    prefetchFirstScreen(makeStore().dispatch, { pathname: '/', search: '?q=matrix' });
    prefetchFirstScreen(makeStore().dispatch, { pathname: '/discover', search: '' });
    await settled();
    expect(asked).toEqual([]);
  });
});
