import { catalogApi, type ContentKey, type TmdbTitleDetails } from 'shared-core';
import { TITLE_DETAILS_APPENDS } from './title-details-appends';

const titleDetailsApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getTitleDetails: build.query<TmdbTitleDetails, ContentKey>({
      query: ({ id, media_type }) => ({
        url: `/3/${media_type}/${id}`,
        params: { append_to_response: TITLE_DETAILS_APPENDS[media_type] },
      }),
    }),
  }),
});

/** `/3/{movie|tv}/{id}` with the credits, videos, images, keywords and age ratings appended. */
export const { useGetTitleDetailsQuery } = titleDetailsApi;

/** Starts a title's details query before its page asks for it. */
export const prefetchTitleDetails = (title: ContentKey) =>
  titleDetailsApi.util.prefetch('getTitleDetails', title, {});
