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

/** What the search found, as a toast. */
export function resultsToast(items: readonly ContentItem[], term: string): ToastMessage {
  if (items.length === 0) return toastMessages.noSearchResults();
  if (items.length === 1) return toastMessages.oneSearchResult(items[0]!.title);
  return toastMessages.manySearchResults(items.length, term);
}

/** Runs the search for `term` (the `q` of the page) and says what it found, once per term. */
export function useSearchResults(term: string): SearchResults {
  const query = term.trim();
  const { currentData, isFetching, isError } = useSearchMultiQuery(query ? { query } : skipToken);
  const mapped = useContentItems(currentData?.results);
  const items = useMemo(() => mapped?.filter((item) => isReleasedThisYearOrBefore(item)), [mapped]);
  useToastOnce(items ? `found:${query}` : null, () => resultsToast(items ?? [], query));
  useToastOnce(isError ? `failed:${query}` : null, toastMessages.searchResultsFailed);
  return {
    items: query ? items : undefined,
    loading: Boolean(query) && isFetching,
    failed: isError,
  };
}
