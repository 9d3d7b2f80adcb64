import { catalogApi } from '../../../api/catalog-api';

export interface CatalogConfiguration {
  images: { secure_base_url: string; base_url: string };
}

const configurationApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getCatalogConfiguration: build.query<CatalogConfiguration, void>({
      query: () => '/3/configuration',
      keepUnusedDataFor: 24 * 60 * 60,
    }),
  }),
});

export const { useGetCatalogConfigurationQuery } = configurationApi;

/** Starts the configuration's query before any page asks for it. */
export const prefetchCatalogConfiguration = () =>
  configurationApi.util.prefetch('getCatalogConfiguration', undefined, {});

/**
 * The image base URL for `toContentItem`, or undefined until the configuration has loaded, and a
 * way to ask again after a failure.
 */
export function useImageBaseUrl(): {
  imageBaseUrl: string | undefined;
  isError: boolean;
  refetch: () => void;
} {
  const { data, isError, refetch } = useGetCatalogConfigurationQuery();
  return { imageBaseUrl: data?.images.secure_base_url, isError, refetch };
}
