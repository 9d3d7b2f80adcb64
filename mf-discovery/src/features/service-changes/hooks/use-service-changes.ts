import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import {
  biggestServices,
  chosenServiceIds,
  chosenServiceNames,
  selectSelectedServices,
  useAppSelector,
  useWatchProviderListQuery,
  type WatchProviderListEntry,
} from 'shared-core';
import { useGetCatalogTodayQuery } from '../api/get-catalog-today';
import { useGetServiceChangesQuery, type ServiceChange } from '../api/get-service-changes';
import { addDays } from '../utils/change-cards';

/** Days back that count as new (today included) and days ahead that count as leaving soon. */
export const NEW_DAYS = 7;
export const LEAVING_DAYS = 14;
/** A guest's, or a user without services', stand-in: this many of the country's biggest services. */
export const STAND_IN_SERVICES = 4;

/** Whose services a row shows. */
export interface ChangesScope {
  /** The names of the user's services, or null where the country's top services stand in. */
  names: readonly string[] | null;
  /** The country's code ("US"). */
  country: string;
}

export type ServiceChangesState =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'ready';
      arrivals: ServiceChange[] | undefined;
      departures: ServiceChange[] | undefined;
      scope: ChangesScope;
    };

function scopeOf(
  selected: readonly string[] | undefined,
  providers: readonly WatchProviderListEntry[],
  country: string,
): ChangesScope {
  if (!selected) return { names: null, country };
  return { names: chosenServiceNames(selected, providers), country };
}

/**
 * Arrivals of the last 7 days and departures of the next 14, by the catalog's day (not the
 * browser's), on the user's services in a country; guests and users who chose none get the
 * country's biggest services. Failed (e.g. a catalog without `/ww/changes`): the rows hide.
 */
export function useServiceChanges(country: string): ServiceChangesState {
  const selected = useAppSelector(selectSelectedServices);
  const providers = useWatchProviderListQuery();
  const today = useGetCatalogTodayQuery();
  // Without the catalog's list the named platforms still map to their ids.
  const providerList = useMemo(
    () => providers.data ?? (providers.isError ? [] : undefined),
    [providers.data, providers.isError],
  );

  const target = useMemo(() => {
    if (!providerList) return undefined;
    const own = chosenServiceIds(selected ?? [], providerList);
    if (own.length > 0) return { ids: own, scope: scopeOf(selected, providerList, country) };
    const standIn = biggestServices(providerList, country, STAND_IN_SERVICES);
    return {
      ids: standIn.map((provider) => provider.provider_id),
      scope: scopeOf(undefined, providerList, country),
    };
  }, [country, providerList, selected]);

  const window = (change: 'arrival' | 'departure') =>
    target && target.ids.length > 0 && today.data
      ? {
          region: country,
          providerIds: target.ids,
          change,
          ...(change === 'arrival'
            ? { from: addDays(today.data, 1 - NEW_DAYS), to: today.data }
            : { from: addDays(today.data, 1), to: addDays(today.data, LEAVING_DAYS) }),
        }
      : skipToken;
  const arrivals = useGetServiceChangesQuery(window('arrival'));
  const departures = useGetServiceChangesQuery(window('departure'));

  if (today.isError || arrivals.isError || departures.isError) return { status: 'failed' };
  if (!target || !today.data) return { status: 'loading' };
  return {
    status: 'ready',
    arrivals: target.ids.length > 0 ? arrivals.data : [],
    departures: target.ids.length > 0 ? departures.data : [],
    scope: target.scope,
  };
}
