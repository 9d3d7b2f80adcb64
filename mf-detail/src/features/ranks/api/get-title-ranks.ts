import { catalogApi, type ContentKey, type TitleRanks } from 'shared-core';

const titleRanksApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getTitleRanks: build.query<TitleRanks, ContentKey>({
      query: ({ id, media_type }) => `/ranks/${media_type}/${id}`,
    }),
  }),
});

/** The title's day, week and month chart positions. */
export const { useGetTitleRanksQuery } = titleRanksApi;
