import { catalogApi, parseCatalogList, type CatalogList, type MediaType } from 'shared-core';

export type DiscoverSort = 'popularity.desc' | 'primary_release_date.desc' | 'vote_average.desc';

export interface DiscoverArgs {
  mediaType: MediaType;
  /** TMDB provider ids; a title on any of them matches. */
  providerIds: readonly number[];
  region: string;
  sortBy?: DiscoverSort;
  page?: number;
}

/** TMDB names the release-date sort differently for TV. */
const sortFor = (mediaType: MediaType, sortBy: DiscoverSort) =>
  mediaType === 'tv' ? sortBy.replace('primary_release_date', 'first_air_date') : sortBy;

const discoverApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    /** `/discover/{type}` of titles streaming on the given services in a region. */
    discoverTitles: build.query<CatalogList, DiscoverArgs>({
      query: ({ mediaType, providerIds, region, sortBy = 'popularity.desc', page = 1 }) => ({
        url: `/3/discover/${mediaType}`,
        params: {
          with_watch_providers: providerIds.join('|'),
          watch_region: region,
          sort_by: sortFor(mediaType, sortBy),
          page,
        },
      }),
      transformResponse: (raw: unknown, _meta, { mediaType }) =>
        parseCatalogList(raw, 'discover', mediaType),
      keepUnusedDataFor: 1800,
    }),
  }),
});

export const { useDiscoverTitlesQuery } = discoverApi;
