import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import {
  providerIdsOf,
  useDiscoverTitlesQuery,
  useGetPopularQuery,
  type ContentItem,
  type MediaType,
} from 'shared-core';
import { useContentItems } from '../../lib/use-content-items';
import { useListWithFallback } from '../../lib/use-list-with-fallback';
import { filterByTypeAndGenre } from '../../features/filters/utils/filter-items';
import type { Filters } from '../../features/filters/utils/filter-state';

/**
 * Popular movies or TV shows; with platforms chosen, the most popular titles those services
 * really stream in the region (catalog discover); genres narrow either list.
 */
export function usePopularSection(
  mediaType: MediaType,
  filters: Filters,
  region: string,
): ContentItem[] | undefined {
  const providerIds = useMemo(() => providerIdsOf(filters.platforms), [filters.platforms]);
  const byService = providerIds.length > 0;
  const popular = useGetPopularQuery(byService ? skipToken : { type: mediaType });
  const discovered = useDiscoverTitlesQuery(
    byService ? { mediaType, providerIds, region } : skipToken,
  );
  const list = useListWithFallback(byService ? discovered : popular, mediaType);
  const items = useContentItems(list?.results);
  return useMemo(() => items && filterByTypeAndGenre(items, filters), [items, filters]);
}
