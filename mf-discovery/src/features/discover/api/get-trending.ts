import { catalogApi, parseCatalogList, type CatalogList } from 'shared-core';

export type TrendingWindow = 'day' | 'week';

const trendingApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    /** `/trending/all/{window}`, week by default; movies and TV shows only. */
    getTrending: build.query<CatalogList, { window?: TrendingWindow } | void>({
      query: (arg) => `/3/trending/all/${arg?.window ?? 'week'}`,
      transformResponse: (raw: unknown) => parseCatalogList(raw, 'trending'),
      keepUnusedDataFor: 1800,
    }),
  }),
});

export const { useGetTrendingQuery } = trendingApi;

/** Starts the week's trending query before any page asks for it. */
export const prefetchTrending = () => trendingApi.util.prefetch('getTrending', undefined, {});
