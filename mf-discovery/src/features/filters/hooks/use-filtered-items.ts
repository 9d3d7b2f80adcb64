import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { toRouteId, type ContentItem } from 'shared-core';
import { useGetTitleAvailabilityQuery } from '../api/get-title-availability';
import { useServiceIds } from '../../../lib/use-service-ids';
import { filterByTypeAndGenre } from '../utils/filter-items';
import type { Filters } from '../utils/filter-state';

export interface FilteredItems {
  items: ContentItem[] | undefined;
  /** The platform check is on its way. */
  loading: boolean;
  /** Availability could not be read, so the platform filter could not apply. */
  failed: boolean;
}

/**
 * Applies the filters: content type and genres on the items themselves, platforms by what the
 * chosen services really offer in `region` (each title's watch providers).
 */
export function useFilteredItems(
  items: readonly ContentItem[] | undefined,
  filters: Filters,
  region: string,
): FilteredItems {
  const candidates = useMemo(() => items && filterByTypeAndGenre(items, filters), [items, filters]);
  const providerIds = useServiceIds(filters.platforms);
  const checkPlatforms =
    candidates !== undefined &&
    candidates.length > 0 &&
    providerIds !== undefined &&
    providerIds.length > 0;
  const availability = useGetTitleAvailabilityQuery(
    checkPlatforms
      ? {
          titles: candidates.map(({ id, media_type }) => ({ id, media_type })),
          region,
          providerIds,
        }
      : skipToken,
  );
  const available = availability.currentData;
  const byPlatform = filters.platforms.length > 0;
  return useMemo(() => {
    if (candidates && byPlatform && providerIds === undefined) {
      return { items: undefined, loading: true, failed: false };
    }
    // A service the catalog does not know offers nothing.
    if (candidates && byPlatform && providerIds?.length === 0) {
      return { items: [], loading: false, failed: false };
    }
    if (!checkPlatforms) return { items: candidates, loading: false, failed: false };
    if (availability.isError) return { items: candidates, loading: false, failed: true };
    if (!available) return { items: undefined, loading: true, failed: false };
    return {
      items: candidates.filter((item) => available.includes(toRouteId(item))),
      loading: false,
      failed: false,
    };
  }, [byPlatform, providerIds, checkPlatforms, candidates, available, availability.isError]);
}
