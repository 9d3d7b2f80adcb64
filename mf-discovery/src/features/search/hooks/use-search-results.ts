import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import {
  isReleasedThisYearOrBefore,
  toastMessages,
  useSearchMultiQuery,
  type ContentItem,
  type ToastMessage,
} from 'shared-core';
import { useContentItems } from '../../../lib/use-content-items';
import { useToastOnce } from '../../../lib/use-toast-once';

export interface SearchResults {
  /** undefined while nothing was searched or the answer is on its way. */
  items: ContentItem[] | undefined;
  loading: boolean;
  failed: boolean;
}

/**
 * What the search shows, as a toast: the items on screen, so its count is the grid's. `filtered`:
 * filters narrowed them, and the toast says so instead of "Showing all results".
 */
export function resultsToast(
  items: readonly ContentItem[],
  term: string,
  filtered = false,
): ToastMessage {
  if (items.length === 0) {
    const none = toastMessages.noSearchResults();
    return filtered ? { ...none, description: 'No results match your filters.' } : none;
  }
  if (items.length === 1) return toastMessages.oneSearchResult(items[0]!.title);
  const many = toastMessages.manySearchResults(items.length, term);
  return filtered
    ? { ...many, description: `Showing results for "${term}" that match your filters` }
    : many;
}

/**
 * The toast of what a search shows, once per term and filters: `items` are the ones on screen
 * (undefined while they load), `filters` a key of the filters narrowing them (null: none).
 */
export function useResultsToast(
  term: string,
  items: readonly ContentItem[] | undefined,
  filters: string | null,
) {
  const query = term.trim();
  useToastOnce(query && items ? `found:${query}:${filters ?? ''}` : null, () =>
    resultsToast(items ?? [], query, filters !== null),
  );
}

/** Runs the search for `term` (the `q` of the page); says when it failed (the page says what it shows). */
export function useSearchResults(term: string): SearchResults {
  const query = term.trim();
  const { currentData, isFetching, isError } = useSearchMultiQuery(query ? { query } : skipToken);
  const mapped = useContentItems(currentData?.results);
  const items = useMemo(() => mapped?.filter((item) => isReleasedThisYearOrBefore(item)), [mapped]);
  useToastOnce(isError ? `failed:${query}` : null, toastMessages.searchResultsFailed);
  return {
    items: query ? items : undefined,
    loading: Boolean(query) && isFetching,
    failed: isError,
  };
}
