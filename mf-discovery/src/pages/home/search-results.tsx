import { Search } from 'lucide-react';
import { useState } from 'react';
import { selectCountry, useAppSelector } from 'shared-core';
import { Stack } from 'shared-ui';
import { ResultsGrid } from '../../components/results-grid';
import { FilterBar } from '../../features/filters/components/filter-bar';
import { hasFilters, NO_FILTERS } from '../../features/filters/utils/filter-state';
import { useFilteredItems } from '../../features/filters/hooks/use-filtered-items';
import { useSearchResults } from '../../features/search/hooks/use-search-results';

/** Home's results for `term`: filters once there are results, then the 'Search Results' grid. */
export function SearchResults({ term }: { term: string }) {
  const country = useAppSelector(selectCountry);
  const [filters, setFilters] = useState(NO_FILTERS);
  const results = useSearchResults(term);
  const filtered = useFilteredItems(results.items, filters, country);
  const emptyMessage = hasFilters(filters) ? 'No results match your filters.' : 'No results found';

  return (
    <Stack gap="xl">
      {results.items && results.items.length > 0 && (
        <FilterBar applied={filters} onApply={setFilters} />
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
