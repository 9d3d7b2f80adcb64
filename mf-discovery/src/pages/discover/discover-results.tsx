import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ResultsGrid } from '../../components/results-grid';
import { filtersKey, hasFilters, type Filters } from '../../features/filters/utils/filter-state';
import { useEmptyReasons } from '../../features/filters/hooks/use-empty-reason';
import { useFilteredItems } from '../../features/filters/hooks/use-filtered-items';
import { useResultsToast, useSearchResults } from '../../features/search/hooks/use-search-results';
import { SortControl } from '../../features/discover/components/sort-control';
import { sortItems, type SortKey } from '../../features/discover/utils/sort-items';

export interface DiscoverResultsProps {
  term: string;
  filters: Filters;
  region: string;
}

/**
 * Discover's search results: '{n} Results', the grid and a working sort. The count, the grid and
 * the toast all count the filtered items.
 */
export function DiscoverResults({ term, filters, region }: DiscoverResultsProps) {
  const [sort, setSort] = useState<SortKey>('popularity');
  const results = useSearchResults(term);
  const filtered = useFilteredItems(results.items, filters, region);
  const reasons = useEmptyReasons(filters, region);
  useResultsToast(term, filtered.items, filtersKey(filters, region));
  const items = useMemo(
    () => filtered.items && sortItems(filtered.items, sort),
    [filtered.items, sort],
  );
  const shown = results.failed ? [] : items;
  return (
    <ResultsGrid
      title={shown ? `${shown.length} Results` : 'Results'}
      icon={<Search size={20} aria-hidden />}
      action={<SortControl value={sort} onChange={setSort} />}
      items={shown}
      emptyMessage={
        results.failed
          ? 'Failed to fetch search results. Please try again.'
          : hasFilters(filters)
            ? (reasons.unavailable ?? 'No results match your filters.')
            : 'No results found'
      }
    />
  );
}
