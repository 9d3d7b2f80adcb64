import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { formatCount } from 'shared-core';
import { Stack } from 'shared-ui';
import { ResultsGrid } from '../../components/results-grid';
import { hasFilters, type Filters } from '../../features/filters/utils/filter-state';
import { LoadMoreResults } from '../../features/search/components/load-more-results';
import type { SearchResults } from '../../features/search/hooks/use-search-results';
import { useFilteredSearch } from '../use-filtered-search';
import { SortControl } from '../../features/discover/components/sort-control';
import { sortItems, type SortKey } from '../../features/discover/utils/sort-items';

export interface DiscoverResultsProps {
  term: string;
  filters: Filters;
  region: string;
}

/**
 * '{n} Results': without filters, every result the catalog has (loaded or not); with filters, the
 * cards shown, "so far" while pages remain that may hold more.
 */
export function resultsCount(shown: number, results: SearchResults, filtered: boolean): string {
  if (!filtered) return `${formatCount(results.total)} Results`;
  return `${formatCount(shown)} Results${results.hasMore ? ' so far' : ''}`;
}

/**
 * Discover's search results: '{n} Results', the grid in the catalog's order (Relevance, the order
 * home shows) or by the chosen sort, and Load more. The toast and the count agree with the grid.
 */
export function DiscoverResults({ term, filters, region }: DiscoverResultsProps) {
  const [sort, setSort] = useState<SortKey>('relevance');
  const { results, outcome } = useFilteredSearch(term, filters, region);
  const items = useMemo(
    () => outcome.items && sortItems(outcome.items, sort),
    [outcome.items, sort],
  );
  const narrowed = hasFilters(filters);
  return (
    <Stack gap="xl">
      <ResultsGrid
        title={items ? resultsCount(items.length, results, narrowed) : 'Results'}
        icon={<Search size={20} aria-hidden />}
        action={<SortControl value={sort} onChange={setSort} />}
        items={items}
        emptyMessage={outcome.emptyMessage}
        emptyDescription={outcome.emptyDescription}
        note={outcome.partialNote}
      />
      <LoadMoreResults results={results} shown={items?.length ?? 0} filtered={narrowed} />
    </Stack>
  );
}
