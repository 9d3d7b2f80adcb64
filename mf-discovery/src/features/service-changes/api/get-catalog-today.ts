import { catalogApi } from 'shared-core';

const catalogTodayApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    /** `/ww/today`: the UTC day (YYYY-MM-DD) the catalog answers as of, which may not be the browser's. */
    getCatalogToday: build.query<string, void>({
      query: () => 'ww/today',
      transformResponse: (response: { today?: unknown }) => {
        if (typeof response.today !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(response.today)) {
          throw new Error('Invalid catalog day received from API');
        }
        return response.today;
      },
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useGetCatalogTodayQuery } = catalogTodayApi;
