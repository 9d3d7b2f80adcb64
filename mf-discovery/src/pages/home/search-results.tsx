import { Search } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { selectCountry, useAppSelector } from 'shared-core';
import { Stack } from 'shared-ui';
import { ResultsGrid } from '../../components/results-grid';
import { FilterBar } from '../../features/filters/components/filter-bar';
import { hasFilters, NO_FILTERS } from '../../features/filters/utils/filter-state';
import { LoadMoreResults } from '../../features/search/components/load-more-results';
import { useFilteredSearch } from '../use-filtered-search';

/**
 * Home's results for `term`, in the catalog's order: filters (the user's country's services) once
 * there are results, the grid, then Load more while the catalog has more.
 */
export function SearchResults({ term }: { term: string }) {
  const intl = useIntl();
  const country = useAppSelector(selectCountry);
  const [filters, setFilters] = useState(NO_FILTERS);
  const { results, outcome } = useFilteredSearch(term, filters, country);

  return (
    <Stack gap="xl">
      {results.items && results.items.length > 0 && (
        <FilterBar country={country} applied={filters} onApply={setFilters} />
      )}
      <ResultsGrid
        title={intl.formatMessage({
          defaultMessage: 'Search Results',
          id: 'Kttid/',
          description: 'Home: heading of the results of a search',
        })}
        icon={<Search size={20} aria-hidden />}
        items={outcome.items}
        emptyMessage={outcome.emptyMessage}
        emptyDescription={outcome.emptyDescription}
        note={outcome.partialNote}
      />
      <LoadMoreResults
        results={results}
        shown={outcome.items?.length ?? 0}
        filtered={hasFilters(filters)}
      />
    </Stack>
  );
}
