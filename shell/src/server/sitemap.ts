// The title pages a search engine is told about: the catalog's popular lists, every page of them up
// to the catalog's last (offline, every title the catalog holds; with TMDB, its most popular),
// split into sitemap files of a few catalog pages each. The page server writes the XML.
import {
  contentPath,
  getPopularEndpoint,
  type AppStore,
  type CatalogList,
  type MediaType,
  type SitemapListing,
} from 'shared-core';

/** Catalog pages (20 titles each) in one sitemap file: 500 titles, a few calls per file. */
export const CATALOG_PAGES_PER_FILE = 25;
/** The last page the catalog serves (TMDB's own limit): at most 10,000 titles of each type. */
export const MAX_CATALOG_PAGES = 500;
const TYPES: readonly MediaType[] = ['movie', 'tv'];
const MAX_FILES = TYPES.length * Math.ceil(MAX_CATALOG_PAGES / CATALOG_PAGES_PER_FILE);
const TITLES_FILE = /^sitemap-titles-([1-9]\d{0,2})\.xml$/;

/** A page of the catalog's popular list of a type. */
export type PopularPage = (type: MediaType, page: number) => Promise<CatalogList>;

/** The popular list's pages through a store: its cache keeps each page for a while. */
export function popularPagesOf(store: AppStore): PopularPage {
  return async (type, page) => {
    const query = store.dispatch(getPopularEndpoint.initiate({ type, page }));
    try {
      return await query.unwrap();
    } finally {
      query.unsubscribe();
    }
  };
}

const lastPageOf = (list: CatalogList) => Math.min(list.total_pages, MAX_CATALOG_PAGES);

/** How many files each type's list fills, movies first. */
const filesByType = (popularPage: PopularPage) =>
  Promise.all(
    TYPES.map(async (type) => ({
      type,
      lastPage: lastPageOf(await popularPage(type, 1)),
    })),
  ).then((lists) =>
    lists.map((list) => ({ ...list, files: Math.ceil(list.lastPage / CATALOG_PAGES_PER_FILE) })),
  );

/** The title page paths of one file: its catalog pages of one type's list, each title once. */
async function pathsOf(
  popularPage: PopularPage,
  type: MediaType,
  fileOfType: number,
  lastPage: number,
): Promise<string[]> {
  const first = (fileOfType - 1) * CATALOG_PAGES_PER_FILE + 1;
  const last = Math.min(first + CATALOG_PAGES_PER_FILE - 1, lastPage);
  const pages = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  const lists = await Promise.all(pages.map((page) => popularPage(type, page)));
  // A list that moves between two calls could repeat a title across its pages.
  const paths = lists.flatMap((list) =>
    list.results.map(({ id }) => contentPath({ id, media_type: type })),
  );
  return [...new Set(paths)];
}

/**
 * What a sitemap name lists: `sitemap.xml` the index, `sitemap-titles-<n>.xml` the n-th file; null
 * for any other name or a file past the last (a number past every possible file asks nothing).
 */
export async function sitemapListing(
  name: string,
  popularPage: PopularPage,
): Promise<SitemapListing | null> {
  if (name === 'sitemap.xml') {
    const lists = await filesByType(popularPage);
    return { files: lists.reduce((sum, list) => sum + list.files, 0) };
  }
  const file = Number(TITLES_FILE.exec(name)?.[1] ?? 0);
  if (file < 1 || file > MAX_FILES) return null;
  let fileOfType = file;
  for (const list of await filesByType(popularPage)) {
    if (fileOfType <= list.files) {
      return { paths: await pathsOf(popularPage, list.type, fileOfType, list.lastPage) };
    }
    fileOfType -= list.files;
  }
  return null;
}
