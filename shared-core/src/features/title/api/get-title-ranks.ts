import { catalogApi } from '../../../api/catalog-api';
import type { ContentKey } from '../../content/content-route';
import type { TitleRanks } from '../title-types';

const titleRanksApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getTitleRanks: build.query<TitleRanks, ContentKey>({
      query: ({ id, media_type }) => `/ranks/${media_type}/${id}`,
    }),
  }),
});

/** The title's day, week and month chart positions. */
export const { useGetTitleRanksQuery } = titleRanksApi;
