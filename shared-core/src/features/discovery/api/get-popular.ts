import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { catalogApi } from '../../../api/catalog-api';
import { parseCatalogList, type CatalogList } from '../catalog-list';
import type { MediaType } from '../../content/media-type';

export type PopularType = MediaType | 'all';

/** The merged 'all' list keeps 20 items. */
const MERGED_POPULAR_SIZE = 20;

/** Both lists merged by popularity, 20 kept, the larger page count, the summed totals. */
export function mergePopular(movies: CatalogList, shows: CatalogList): CatalogList {
  return {
    page: movies.page,
    total_pages: Math.max(movies.total_pages, shows.total_pages),
    total_results: movies.total_results + shows.total_results,
    results: [...movies.results, ...shows.results]
      .sort((a, b) => (b.popularity ?? 0) - (a.popularity ?? 0))
      .slice(0, MERGED_POPULAR_SIZE),
  };
}

const popularApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getPopular: build.query<CatalogList, { type: PopularType; page?: number }>({
      async queryFn({ type, page = 1 }, _api, _extra, baseQuery) {
        const fetchType = async (mediaType: MediaType) => {
          const { data, error } = await baseQuery({
            url: `/3/${mediaType}/popular`,
            params: { page },
          });
          if (error) throw error;
          return parseCatalogList(data, 'popular', mediaType);
        };
        try {
          if (type !== 'all') return { data: await fetchType(type) };
          const [movies, shows] = await Promise.all([fetchType('movie'), fetchType('tv')]);
          return { data: mergePopular(movies, shows) };
        } catch (error) {
          return { error: toQueryError(error) };
        }
      },
      keepUnusedDataFor: 1800,
    }),
  }),
});

function toQueryError(error: unknown): FetchBaseQueryError {
  if (error instanceof Error) return { status: 'CUSTOM_ERROR', error: error.message };
  return error as FetchBaseQueryError;
}

export const { useGetPopularQuery } = popularApi;

/** The popular list's endpoint, for code that runs outside React (the page server's sitemap). */
export const getPopularEndpoint = popularApi.endpoints.getPopular;

/** Starts the list's query before any page asks for it (the store keeps the answer for a while). */
export const prefetchPopular = (type: PopularType) =>
  popularApi.util.prefetch('getPopular', { type }, {});
