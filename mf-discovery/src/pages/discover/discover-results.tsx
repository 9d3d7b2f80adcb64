import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { defineMessages, useIntl, type IntlShape, type NoMessageValues } from 'react-intl';
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
const messages = defineMessages<{
  results: NoMessageValues;
  count: { count: number };
  countSoFar: { count: number };
}>({
  results: {
    defaultMessage: 'Results',
    id: 'lQZl/C',
    description: 'Discover: heading of the results of a search while they load',
  },
  count: {
    defaultMessage: '{count, plural, one {# Result} other {# Results}}',
    id: 'NN/YQT',
    description: 'Discover: heading of the results of a search, with how many there are',
  },
  countSoFar: {
    defaultMessage: '{count, plural, one {# Result so far} other {# Results so far}}',
    id: 'UUZtaI',
    description:
      'Discover: heading of the filtered results of a search, while further pages may hold more matches',
  },
});

export function resultsCount(
  intl: IntlShape,
  shown: number,
  results: SearchResults,
  filtered: boolean,
): string {
  if (!filtered) return intl.formatMessage(messages.count, { count: results.total });
  return intl.formatMessage(results.hasMore ? messages.countSoFar : messages.count, {
    count: shown,
  });
}

/**
 * Discover's search results: '{n} Results', the grid in the catalog's order (Relevance, the order
 * home shows) or by the chosen sort, and Load more. The toast and the count agree with the grid.
 */
export function DiscoverResults({ term, filters, region }: DiscoverResultsProps) {
  const intl = useIntl();
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
        title={
          items
            ? resultsCount(intl, items.length, results, narrowed)
            : intl.formatMessage(messages.results)
        }
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
