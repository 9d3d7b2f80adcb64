import { useIntl } from 'react-intl';
import type { ContentItem } from 'shared-core';
import { useNoResultsNote } from './use-no-results-note';
import { useResultsToast, type SearchResults } from './use-search-results';

export interface SearchOutcome {
  /** What the grid shows (undefined while loading; none when the search failed). */
  items: readonly ContentItem[] | undefined;
  emptyMessage: string;
  /** Why nothing was found, when a search without filters found nothing. */
  emptyDescription: string | undefined;
  /** What the catalog covers, above results none of which the term names (no filters). */
  partialNote: string | undefined;
}

/**
 * What a page shows of a search's `results` once its filters (keyed `filters`, null for none)
 * left `shown`: the toast, the grid's items and its empty state. `filteredEmpty` is what an empty
 * grid says when filters emptied it.
 */
export function useSearchOutcome(
  term: string,
  results: SearchResults,
  shown: readonly ContentItem[] | undefined,
  filters: string | null,
  filteredEmpty: string,
): SearchOutcome {
  const intl = useIntl();
  useResultsToast(term, shown, filters, {
    loaded: results.items?.length ?? 0,
    total: results.total,
    hasMore: results.hasMore,
  });
  const foundNothing =
    !results.failed && filters === null && results.items?.length === 0 && !results.hasMore;
  const foundOthers =
    !results.failed && filters === null && results.partial && (results.items?.length ?? 0) > 0;
  const note = useNoResultsNote(term, foundNothing || foundOthers, foundOthers);
  if (results.failed) {
    return {
      items: [],
      emptyMessage: intl.formatMessage({
        defaultMessage: 'Failed to fetch search results. Please try again.',
        id: 'uauk5X',
        description: 'Search results: what the empty grid says when the search did not load',
      }),
      emptyDescription: undefined,
      partialNote: undefined,
    };
  }
  return {
    items: shown,
    emptyMessage:
      filters === null
        ? intl.formatMessage({
            defaultMessage: 'No results found',
            id: 'qak0sp',
            description: 'Search results: what the empty grid says when a search found nothing',
          })
        : filteredEmpty,
    emptyDescription: foundNothing ? note : undefined,
    partialNote: foundOthers ? note : undefined,
  };
}
