import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  isReleasedThisYearOrBefore,
  type ContentItem,
  type TmdbContent,
  type ToastMessage,
} from 'shared-core';
import { useSearchMultiPagesInfiniteQuery } from '../api/search-multi-pages';
import { useContentItems } from '../../../lib/use-content-items';
import { useToastOnce } from '../../../lib/use-toast-once';
import { searchErrorToast, searchMessages } from '../search-messages';

export interface SearchResults {
  /** Every page loaded so far, in the catalog's order; undefined while nothing was searched or the answer is on its way. */
  items: ContentItem[] | undefined;
  /** The first page is on its way. */
  loading: boolean;
  /** The first page failed (a later page's failure keeps what was loaded). */
  failed: boolean;
  /** The catalog says its first result is not named by the term (a typo, part of a name). */
  partial: boolean;
  /** How many results the catalog has for the term: what is loaded once every page is. */
  total: number;
  /** The catalog has further pages. */
  hasMore: boolean;
  /** How many pages are loaded. */
  pages: number;
  /** The next page is on its way. */
  loadingMore: boolean;
  /** Asks for the next page (nothing while one is on its way or there is none). */
  loadMore: () => void;
}

/** How many results a search shows and has, for its toast, its count and its Load more. */
export interface SearchPaging {
  /** The results loaded (released titles, before the filters). */
  loaded: number;
  total: number;
  hasMore: boolean;
}

/**
 * What the search shows, as a toast: the items on screen, so its count is the grid's. `filtered`:
 * filters narrowed them, and the toast says so instead of "Showing all results". With `paging`
 * and more pages to come, it says how many of how many are shown ("Showing 20 of 1,305 results").
 */
export function resultsToast(
  intl: IntlShape,
  items: readonly ContentItem[],
  term: string,
  filtered = false,
  paging?: SearchPaging,
): ToastMessage {
  const more = paging?.hasMore === true;
  const say = intl.formatMessage;
  const found = (count: number, description: string): ToastMessage => ({
    title: say(searchMessages.resultsFound, { count }),
    description,
    tone: 'success',
  });
  const noResults: ToastMessage = { title: say(searchMessages.noResults), tone: 'info' };
  const one = () => found(1, say(searchMessages.oneResult, { title: items[0]!.title }));
  if (filtered) {
    if (more) {
      return {
        title: say(searchMessages.filteredFoundSoFar, { count: items.length }),
        description: say(searchMessages.filteredResultsScanned, {
          term,
          loaded: paging.loaded,
          total: paging.total,
        }),
        tone: 'success',
      };
    }
    if (items.length === 0) {
      return { ...noResults, description: say(searchMessages.noFilteredResults) };
    }
    if (items.length === 1) return one();
    return found(items.length, say(searchMessages.filteredResults, { term }));
  }
  if (more) {
    return found(
      paging.total,
      say(searchMessages.someResults, { shown: items.length, total: paging.total, term }),
    );
  }
  if (items.length === 0) return noResults;
  if (items.length === 1) return one();
  return found(items.length, say(searchMessages.allResults, { term }));
}

/**
 * The toast of what a search shows, once per term and filters (loading more pages does not show
 * it again: the count beside Load more says what is shown): `items` are the ones on screen
 * (undefined while they load), `filters` a key of the filters narrowing them (null: none).
 */
export function useResultsToast(
  term: string,
  items: readonly ContentItem[] | undefined,
  filters: string | null,
  paging?: SearchPaging,
) {
  const intl = useIntl();
  const query = term.trim();
  useToastOnce(query && items ? `found:${query}:${filters ?? ''}` : null, () =>
    resultsToast(intl, items ?? [], query, filters !== null, paging),
  );
}

/** One list of every page's results; a title that moved to a later page between two requests counts once. */
function mergePages(pages: readonly { results: readonly TmdbContent[] }[] | undefined) {
  if (!pages) return undefined;
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.results)
    .filter((raw) => {
      const key = `${raw.media_type}-${raw.id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * Runs the search for `term` (the `q` of the page), page by page in the catalog's order; says when
 * it failed (the page says what it shows).
 */
export function useSearchResults(term: string): SearchResults {
  const intl = useIntl();
  const query = term.trim();
  const { currentData, isFetching, isError, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useSearchMultiPagesInfiniteQuery(query ? query : skipToken);
  const raw = useMemo(() => mergePages(currentData?.pages), [currentData]);
  const mapped = useContentItems(raw);
  const items = useMemo(() => mapped?.filter((item) => isReleasedThisYearOrBefore(item)), [mapped]);
  const pageCount = currentData?.pages.length ?? 0;
  const failed = isError && pageCount === 0;
  useToastOnce(
    isError && !isFetching ? `failed:${query}:${pageCount}` : null,
    useCallback(() => searchErrorToast(intl, searchMessages.resultsFailed), [intl]),
  );
  const hasMore = Boolean(query) && hasNextPage;
  const reported = currentData?.pages[pageCount - 1]?.total_results ?? 0;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);
  return {
    items: query ? items : undefined,
    loading: Boolean(query) && isFetching && !isFetchingNextPage,
    failed,
    partial: currentData?.pages[0]?.x_partial === true,
    total: hasMore ? Math.max(reported, items?.length ?? 0) : (items?.length ?? 0),
    hasMore,
    pages: pageCount,
    loadingMore: isFetchingNextPage,
    loadMore,
  };
}
