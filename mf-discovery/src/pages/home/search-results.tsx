import { Search } from 'lucide-react';
import { useState } from 'react';
import { selectCountry, useAppSelector } from 'shared-core';
import { Stack } from 'shared-ui';
import { ResultsGrid } from '../../components/results-grid';
import { FilterBar } from '../../features/filters/components/filter-bar';
import { useEmptyReasons } from '../../features/filters/hooks/use-empty-reason';
import { filtersKey, hasFilters, NO_FILTERS } from '../../features/filters/utils/filter-state';
import { useFilteredItems } from '../../features/filters/hooks/use-filtered-items';
import { useResultsToast, useSearchResults } from '../../features/search/hooks/use-search-results';

/** Home's results for `term`: filters (the user's country's services) once there are results, then the grid. */
export function SearchResults({ term }: { term: string }) {
  const country = useAppSelector(selectCountry);
  const [filters, setFilters] = useState(NO_FILTERS);
  const results = useSearchResults(term);
  const filtered = useFilteredItems(results.items, filters, country);
  const reasons = useEmptyReasons(filters, country);
  useResultsToast(term, filtered.items, filtersKey(filters, country));
  const emptyMessage = hasFilters(filters)
    ? (reasons.unavailable ?? 'No results match your filters.')
    : 'No results found';

  return (
    <Stack gap="xl">
      {results.items && results.items.length > 0 && (
        <FilterBar country={country} applied={filters} onApply={setFilters} />
      )}
      <ResultsGrid
        title="Search Results"
        icon={<Search size={20} aria-hidden />}
        items={results.failed ? [] : filtered.items}
        emptyMessage={
          results.failed ? 'Failed to fetch search results. Please try again.' : emptyMessage
        }
      />
    </Stack>
  );
}
