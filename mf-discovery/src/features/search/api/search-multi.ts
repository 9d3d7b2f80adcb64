import { catalogApi, parseCatalogList, type CatalogList, searchMultiRequest } from 'shared-core';

const searchMultiApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    /** `/search/multi` (one page; suggestions): people are dropped, only movies and TV shows are kept. */
    searchMulti: build.query<CatalogList, { query: string; page?: number }>({
      query: ({ query, page = 1 }) => searchMultiRequest(query, page),
      transformResponse: (raw: unknown) => parseCatalogList(raw, 'search'),
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useSearchMultiQuery } = searchMultiApi;
