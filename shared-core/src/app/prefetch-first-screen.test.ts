import { catalogApi } from '../api/catalog-api';
import { fakeCatalog, setTestRuntimeConfig } from '../testing/fake-catalog';
import { prefetchFirstScreen } from './prefetch-first-screen';
import { makeStore } from './store';

const list = { page: 1, total_pages: 1, total_results: 1, results: [{ id: 603, popularity: 9 }] };
const BODIES: Record<string, unknown> = {
  '/3/configuration': { images: { secure_base_url: 'x/' } },
  '/3/movie/603': { id: 603 },
  '/3/movie/603/watch/providers': { id: 603, results: {} },
  '/3/watch/providers/movie': { results: [] },
  '/rest/v1/popular_searches': [],
};

/** A catalog answering each first-screen call; any other path gets a one-title list. */
const catalog = () =>
  fakeCatalog((path) => {
    const [pathname = ''] = path.split('?');
    return new Response(JSON.stringify(BODIES[pathname] ?? list));
  });

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The store's queries started for a page, by cache key, with their status. */
async function prefetched(pathname: string) {
  const asked = catalog();
  const store = makeStore();
  prefetchFirstScreen(store.dispatch, pathname);
  await settled();
  const queries = store.getState()[catalogApi.reducerPath].queries;
  const statuses = Object.fromEntries(
    Object.entries(queries).map(([key, query]) => [key, query?.status]),
  );
  return { asked: asked.map((path) => path.split('?')[0]).sort(), statuses };
}

beforeEach(setTestRuntimeConfig);

describe("the first screen's queries", () => {
  it("start home's before its page asks, and hold the answers the page reads", async () => {
    const { asked, statuses } = await prefetched('/');
    expect(asked).toEqual([
      '/3/configuration',
      '/3/movie/popular',
      '/3/tv/popular',
      '/rest/v1/popular_searches',
    ]);
    expect(statuses).toEqual({
      'getCatalogConfiguration(undefined)': 'fulfilled',
      'getPopular({"type":"all"})': 'fulfilled',
      'getPopularSearches(undefined)': 'fulfilled',
    });
  });

  it("start Discover's lists and services, keyed as its sections ask for them", async () => {
    const { asked, statuses } = await prefetched('/discover/');
    expect(asked).toEqual([
      '/3/configuration',
      '/3/movie/popular',
      '/3/trending/all/week',
      '/3/tv/popular',
      '/3/watch/providers/movie',
      '/rest/v1/popular_searches',
    ]);
    expect(statuses).toEqual({
      'getCatalogConfiguration(undefined)': 'fulfilled',
      'getPopular({"type":"movie"})': 'fulfilled',
      'getPopular({"type":"tv"})': 'fulfilled',
      'getTrending(undefined)': 'fulfilled',
      'watchProviderList(undefined)': 'fulfilled',
      'getPopularSearches(undefined)': 'fulfilled',
    });
  });

  it("start a title's details and offers, for a movie id or a TV show's", async () => {
    const movie = await prefetched('/Movie/603');
    expect(movie.asked).toEqual([
      '/3/configuration',
      '/3/movie/603',
      '/3/movie/603/watch/providers',
    ]);
    expect(movie.statuses).toMatchObject({
      'getTitleDetails({"id":603,"media_type":"movie"})': 'fulfilled',
      'getWatchProviders({"id":603,"media_type":"movie"})': 'fulfilled',
    });
    const show = await prefetched('/movie/tv_1399');
    expect(show.asked).toEqual(['/3/configuration', '/3/tv/1399', '/3/tv/1399/watch/providers']);
  });

  it('start nothing for a bad id or a page without catalog calls', async () => {
    for (const pathname of [
      '/movie/abc',
      '/movie/%E0%A4%A',
      '/movie/603/cast',
      '/account',
      '/welcome',
    ]) {
      expect((await prefetched(pathname)).asked).toEqual([]);
    }
  });
});
