import { useIntl } from 'react-intl';
import { useEmptyReasons } from '../features/filters/hooks/use-empty-reason';
import { useFilteredItems } from '../features/filters/hooks/use-filtered-items';
import { filtersKey, type Filters } from '../features/filters/utils/filter-state';
import { useSearchOutcome } from '../features/search/hooks/use-search-outcome';
import { useSearchResults } from '../features/search/hooks/use-search-results';

/**
 * A search narrowed by filters in `region`, as home and Discover show it: the catalog's results
 * page by page, and what the grid, its empty state and the toast make of them after the filters.
 */
export function useFilteredSearch(term: string, filters: Filters, region: string) {
  const intl = useIntl();
  const results = useSearchResults(term);
  const filtered = useFilteredItems(results.items, filters, region);
  const reasons = useEmptyReasons(filters, region);
  const outcome = useSearchOutcome(
    term,
    results,
    filtered.items,
    filtersKey(filters, region),
    reasons.unavailable ??
      intl.formatMessage({
        defaultMessage: 'No results match your filters.',
        id: 'ZsLP6T',
        description: 'Search results: what the empty grid says when the filters kept no result',
      }),
  );
  return { results, outcome };
}
