import { Search } from 'lucide-react';
import { useState } from 'react';
import { selectCountry, useAppSelector } from 'shared-core';
import { Stack } from 'shared-ui';
import { ResultsGrid } from '../../components/results-grid';
import { FilterBar } from '../../features/filters/components/filter-bar';
import { useEmptyReasons } from '../../features/filters/hooks/use-empty-reason';
import { filtersKey, hasFilters, NO_FILTERS } from '../../features/filters/utils/filter-state';
import { useFilteredItems } from '../../features/filters/hooks/use-filtered-items';
import { LoadMoreResults } from '../../features/search/components/load-more-results';
import { useSearchOutcome } from '../../features/search/hooks/use-search-outcome';
import { useSearchResults } from '../../features/search/hooks/use-search-results';

/**
 * Home's results for `term`, in the catalog's order: filters (the user's country's services) once
 * there are results, the grid, then Load more while the catalog has more.
 */
export function SearchResults({ term }: { term: string }) {
  const country = useAppSelector(selectCountry);
  const [filters, setFilters] = useState(NO_FILTERS);
  const results = useSearchResults(term);
  const filtered = useFilteredItems(results.items, filters, country);
  const reasons = useEmptyReasons(filters, country);
  const outcome = useSearchOutcome(
    term,
    results,
    filtered.items,
    filtersKey(filters, country),
    reasons.unavailable ?? 'No results match your filters.',
  );

  return (
    <Stack gap="xl">
      {results.items && results.items.length > 0 && (
        <FilterBar country={country} applied={filters} onApply={setFilters} />
      )}
      <ResultsGrid
        title="Search Results"
        icon={<Search size={20} aria-hidden />}
        items={outcome.items}
        emptyMessage={outcome.emptyMessage}
        emptyDescription={outcome.emptyDescription}
      />
      <LoadMoreResults
        results={results}
        shown={outcome.items?.length ?? 0}
        filtered={hasFilters(filters)}
      />
    </Stack>
  );
}
