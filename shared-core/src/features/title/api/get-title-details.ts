import { catalogApi } from '../../../api/catalog-api';
import type { ContentKey } from '../../content/content-route';
import type { TmdbTitleDetails } from '../title-types';
import { TITLE_DETAILS_APPENDS } from './title-details-appends';

const NOT_FOUND = 404;

const titleDetailsApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    // An unknown title is an answer (null), not an error: it is kept like any answer, so a page
    // subscribing after the first screen's early query does not ask for it again.
    getTitleDetails: build.query<TmdbTitleDetails | null, ContentKey>({
      query: ({ id, media_type }) => ({
        url: `/3/${media_type}/${id}`,
        params: { append_to_response: TITLE_DETAILS_APPENDS[media_type] },
        validateStatus: (response) => response.ok || response.status === NOT_FOUND,
      }),
      transformResponse: (details: TmdbTitleDetails, meta) =>
        meta?.response?.status === NOT_FOUND ? null : details,
    }),
  }),
});

/**
 * `/3/{movie|tv}/{id}` with the credits, videos, images, keywords and age ratings appended; null
 * when the catalog does not know the title.
 */
export const { useGetTitleDetailsQuery } = titleDetailsApi;

/** Starts a title's details query before its page asks for it. */
export const prefetchTitleDetails = (title: ContentKey) =>
  titleDetailsApi.util.prefetch('getTitleDetails', title, {});
