import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectSelectedServices } from '../preferences/preferences-slice';
import { countryServiceOptions, type ServiceOption } from './country-services';
import { useWatchProviderListQuery, type WatchProviderListEntry } from './get-watch-provider-list';

const NO_PROVIDERS: readonly WatchProviderListEntry[] = [];

export interface CountryServicesResult {
  /** Empty while the catalog's list is on its way. */
  services: ServiceOption[];
  loading: boolean;
  /** The catalog's list (empty until it comes or when it failed), to name a service by its value. */
  providers: readonly WatchProviderListEntry[];
}

/**
 * The services the filters offer in `country`: the user's own first, then the country's biggest
 * (`countryServiceOptions`); the seven named platforms when the catalog's list cannot be read.
 */
export function useCountryServices(country: string, limit?: number): CountryServicesResult {
  const selected = useAppSelector(selectSelectedServices);
  const providers = useWatchProviderListQuery();
  const list = providers.data ?? (providers.isError ? null : undefined);
  const services = useMemo(
    () => (list === undefined ? [] : countryServiceOptions(list, country, selected, limit)),
    [list, country, selected, limit],
  );
  return { services, loading: list === undefined, providers: list ?? NO_PROVIDERS };
}
