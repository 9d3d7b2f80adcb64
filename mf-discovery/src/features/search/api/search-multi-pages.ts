import { catalogApi, parseCatalogList, type CatalogList, searchMultiRequest } from 'shared-core';

/** TMDB answers at most 500 pages of a search. */
export const MAX_SEARCH_PAGES = 500;

/** The page after `last`, or undefined when `last` was the final one. */
export function nextSearchPage(last: CatalogList): number | undefined {
  const final = Math.min(last.total_pages, MAX_SEARCH_PAGES);
  return last.page < final ? last.page + 1 : undefined;
}

const searchMultiPagesApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `/search/multi` for a search's results, page after page in the server's order (20 a page):
     * `fetchNextPage()` adds the next. People are dropped, only movies and TV shows are kept.
     */
    searchMultiPages: build.infiniteQuery<CatalogList, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage) => nextSearchPage(lastPage),
      },
      query: ({ queryArg, pageParam }) => searchMultiRequest(queryArg, pageParam),
      transformResponse: (raw: unknown) => parseCatalogList(raw, 'search'),
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useSearchMultiPagesInfiniteQuery } = searchMultiPagesApi;

/** Starts a search's first page (the page server's render of `?q=`). */
export const initiateSearchMultiPages = (term: string) =>
  searchMultiPagesApi.endpoints.searchMultiPages.initiate(term);
