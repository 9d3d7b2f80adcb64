import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useGetPopularQuery, type ContentItem, type MediaType } from 'shared-core';
import { useDiscoverTitlesQuery } from '../../features/discover/api/discover-titles';
import { useContentItems } from '../../lib/use-content-items';
import { useListWithFallback } from '../../lib/use-list-with-fallback';
import { useServiceIds } from '../../lib/use-service-ids';
import { filterByTypeAndGenre } from '../../features/filters/utils/filter-items';
import type { Filters } from '../../features/filters/utils/filter-state';

const NOTHING: ContentItem[] = [];

/**
 * Popular movies or TV shows; with platforms chosen, the most popular titles those services
 * really stream in the region (catalog discover); genres narrow either list. A service the catalog
 * does not know gives an empty list.
 */
export function usePopularSection(
  mediaType: MediaType,
  filters: Filters,
  region: string,
): ContentItem[] | undefined {
  const byService = filters.platforms.length > 0;
  const providerIds = useServiceIds(filters.platforms);
  const unknownService = byService && providerIds?.length === 0;
  const popular = useGetPopularQuery(byService ? skipToken : { type: mediaType });
  const discovered = useDiscoverTitlesQuery(
    byService && providerIds && providerIds.length > 0
      ? { mediaType, providerIds, region }
      : skipToken,
  );
  // currentData: another service's titles never stand in while this one's load.
  const list = useListWithFallback(
    byService ? { data: discovered.currentData, isError: discovered.isError } : popular,
    mediaType,
  );
  const items = useContentItems(list?.results);
  return useMemo(() => {
    if (unknownService) return NOTHING;
    return items && filterByTypeAndGenre(items, filters);
  }, [unknownService, items, filters]);
}
