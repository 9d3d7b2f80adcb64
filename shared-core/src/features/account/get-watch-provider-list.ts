import { catalogApi } from '../../api/catalog-api';

/** One entry of `/watch/providers/movie`: a service and its display priority per country. */
export interface WatchProviderListEntry {
  provider_id: number;
  provider_name: string;
  logo_path: string | null;
  display_priority: number;
  display_priorities?: Record<string, number>;
}

const watchProviderListApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    watchProviderList: build.query<WatchProviderListEntry[], void>({
      query: () => '3/watch/providers/movie',
      transformResponse: (response: { results?: WatchProviderListEntry[] }) =>
        Array.isArray(response.results) ? response.results : [],
    }),
  }),
});

/** Every streaming service the catalog knows, with its priority in each country. */
export const { useWatchProviderListQuery } = watchProviderListApi;

/** Starts the services list's query before any page asks for it. */
export const prefetchWatchProviderList = () =>
  watchProviderListApi.util.prefetch('watchProviderList', undefined, {});
