import type { CatalogList, MediaType } from 'shared-core';
import { CATALOG_PAGES_PER_FILE, sitemapListing, type PopularPage } from './sitemap';

/** A catalog whose popular lists have `pages` pages of each type; ids say type and page. */
function catalog(pages: Record<MediaType, number>) {
  const asked: string[] = [];
  const popularPage: PopularPage = async (type, page) => {
    asked.push(`${type} ${page}`);
    const list: CatalogList = {
      page,
      total_pages: pages[type],
      total_results: pages[type] * 20,
      results: [1, 2].map((n) => ({ id: page * 10 + n, media_type: type }) as never),
    };
    return list;
  };
  return { popularPage, asked };
}

test('the index counts the files each list fills, movies first, up to the last page', async () => {
  const { popularPage } = catalog({ movie: CATALOG_PAGES_PER_FILE + 1, tv: 3 });
  expect(await sitemapListing('sitemap.xml', popularPage)).toEqual({ files: 3 });
  // TMDB says it has more pages than it serves: the files stop at its last page (500).
  const tmdb = catalog({ movie: 47_000, tv: 9_000 });
  expect(await sitemapListing('sitemap.xml', tmdb.popularPage)).toEqual({ files: 40 });
});

test("a file lists its pages' titles as title page paths, movies' files before the shows'", async () => {
  const { popularPage } = catalog({ movie: CATALOG_PAGES_PER_FILE + 1, tv: 3 });
  const second = await sitemapListing('sitemap-titles-2.xml', popularPage);
  // 25 pages a file: the second holds page 26 alone.
  expect(second).toEqual({ paths: ['/movie/261', '/movie/262'] });
  const shows = await sitemapListing('sitemap-titles-3.xml', popularPage);
  expect(shows).toEqual({
    paths: [
      '/movie/tv_11',
      '/movie/tv_12',
      '/movie/tv_21',
      '/movie/tv_22',
      '/movie/tv_31',
      '/movie/tv_32',
    ],
  });
});

test('a title listed on two pages (the list moved between calls) is listed once', async () => {
  const popularPage: PopularPage = async (type, page) => ({
    page,
    total_pages: 2,
    total_results: 2,
    results: [{ id: 7, media_type: type } as never],
  });
  expect(await sitemapListing('sitemap-titles-1.xml', popularPage)).toEqual({
    paths: ['/movie/7'],
  });
});

test('other names, and files past the last, list nothing; junk asks the catalog nothing', async () => {
  const { popularPage, asked } = catalog({ movie: 3, tv: 3 });
  for (const name of [
    'sitemap-titles-0.xml',
    'sitemap-titles-99999.xml',
    'sitemap-titles-abc.xml',
    'sitemap-titles-01.xml',
    'sitemap-titles-1.xml.gz',
    'sitemap-titles-41.xml',
    '../sitemap.xml',
  ]) {
    expect(await sitemapListing(name, popularPage)).toBeNull();
  }
  expect(asked).toEqual([]);
  expect(await sitemapListing('sitemap-titles-3.xml', popularPage)).toBeNull();
});

test('a catalog that fails fails the listing: no partial file', async () => {
  const popularPage: PopularPage = async (_type, page) => {
    if (page === 2) throw new Error('catalog down');
    return { page, total_pages: 3, total_results: 60, results: [] };
  };
  await expect(sitemapListing('sitemap-titles-1.xml', popularPage)).rejects.toThrow('catalog down');
});
