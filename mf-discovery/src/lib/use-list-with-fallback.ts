import { useEffect, useState } from 'react';
import type { CatalogList } from 'shared-core';
import { useToastOnce } from './use-toast-once';
import type { FallbackKind } from './fallback-content';
import { listMessages } from './list-messages';

export interface ListQuery {
  data?: CatalogList;
  isError: boolean;
}

/**
 * A catalog list, or, when it cannot load, the bundled fallback list (fetched only then) with the
 * 'Failed to load content from TMDB API' toast.
 */
export function useListWithFallback(query: ListQuery, kind: FallbackKind): CatalogList | undefined {
  const [fallback, setFallback] = useState<CatalogList>();
  useToastOnce(query.isError ? 'failed' : null, listMessages.contentLoadFailed);
  useEffect(() => {
    if (!query.isError) return;
    let cancelled = false;
    void import('./fallback-content').then(({ fallbackList }) => {
      if (!cancelled) setFallback(fallbackList(kind));
    });
    return () => {
      cancelled = true;
    };
  }, [query.isError, kind]);
  return query.isError ? fallback : query.data;
}
