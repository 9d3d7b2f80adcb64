import { catalogApi, type ContentKey, type WatchProvidersResponse } from 'shared-core';

const watchProvidersApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getWatchProviders: build.query<WatchProvidersResponse, ContentKey>({
      query: ({ id, media_type }) => `/3/${media_type}/${id}/watch/providers`,
    }),
  }),
});

/** Every country's offers for one title (TMDB's shape, data from JustWatch). */
export const { useGetWatchProvidersQuery } = watchProvidersApi;

/** Starts a title's offers query before its page asks for it. */
export const prefetchWatchProviders = (title: ContentKey) =>
  watchProvidersApi.util.prefetch('getWatchProviders', title, {});
