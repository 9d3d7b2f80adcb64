import { useMemo } from 'react';
import { useGetCatalogConfigurationQuery } from '../content/api/get-catalog-configuration';
import { useWatchProviderListQuery } from './get-watch-provider-list';
import { buildStreamingServices, type StreamingService } from './streaming-services';

export interface StreamingServicesResult {
  services: StreamingService[];
  /** True while the catalog's list is still on its way (the seven named platforms already show). */
  loading: boolean;
  /** The catalog could not be reached: only the seven named platforms are offered. */
  failed: boolean;
}

/** The services a user can pick from: the seven named platforms plus the catalog's other major services. */
export function useStreamingServices(): StreamingServicesResult {
  const providers = useWatchProviderListQuery();
  const configuration = useGetCatalogConfigurationQuery();
  const services = useMemo(
    () => buildStreamingServices(providers.data ?? [], configuration.data?.images.secure_base_url),
    [providers.data, configuration.data],
  );
  return {
    services,
    loading: providers.isLoading || configuration.isLoading,
    failed: providers.isError,
  };
}
