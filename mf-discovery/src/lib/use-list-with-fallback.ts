import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CatalogList, ToastMessage } from 'shared-core';
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
  const intl = useIntl();
  const [fallback, setFallback] = useState<CatalogList>();
  useToastOnce(
    query.isError ? 'failed' : null,
    useCallback(
      (): ToastMessage => ({
        title: intl.formatMessage(listMessages.contentLoadFailedTitle),
        description: intl.formatMessage(listMessages.contentLoadFailedDescription),
        tone: 'destructive',
        duration: 5000,
      }),
      [intl],
    ),
  );
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
