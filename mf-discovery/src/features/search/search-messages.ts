import { defineMessages, type IntlShape, type NoMessageValues } from 'react-intl';
import type { ToastMessage, TypedMessages } from 'shared-core';

/** What search and popular searches say. */
type SearchMessagesValues = {
  searchError: NoMessageValues;
  suggestionsFailed: NoMessageValues;
  resultsFailed: NoMessageValues;
  noResults: NoMessageValues;
  noFilteredResults: NoMessageValues;
  resultsFound: { count: number };
  oneResult: { title: string };
  allResults: { term: string };
  someResults: { shown: number; total: number; term: string };
  filteredFoundSoFar: { count: number };
  filteredResults: { term: string };
  filteredResultsScanned: { term: string; loaded: number; total: number };
  popularCannotBeCleared: NoMessageValues;
  popularSyncing: NoMessageValues;
  popularUpdated: NoMessageValues;
  popularSyncFailed: NoMessageValues;
};

export const searchMessages: TypedMessages<SearchMessagesValues> =
  defineMessages<SearchMessagesValues>({
    searchError: {
      defaultMessage: 'Search error',
      id: '9Kd4j1',
      description: 'Toast title: a search or its suggestions could not be loaded',
    },
    suggestionsFailed: {
      defaultMessage: 'Failed to fetch search suggestions. Please try again.',
      id: 'izGMfo',
      description:
        'Toast text under "Search error": the suggestions for the typed text did not load',
    },
    resultsFailed: {
      defaultMessage: 'Failed to fetch search results. Please try again.',
      id: 'ohZMxg',
      description: 'Toast text under "Search error": the results of a search did not load',
    },
    noResults: {
      defaultMessage: 'No results found',
      id: 'PG+ksa',
      description: 'Toast title: a search found nothing',
    },
    noFilteredResults: {
      defaultMessage: 'No results match your filters.',
      id: 'Vo5utZ',
      description:
        'Toast text under "No results found": the search found titles, the filters kept none',
    },
    resultsFound: {
      defaultMessage: '{count, plural, one {# result found} other {# results found}}',
      id: 'L2bWDy',
      description: 'Toast title: how many titles a search found',
    },
    oneResult: {
      defaultMessage: 'Found "{title}"',
      id: 'EWUOm/',
      description: 'Toast text under "1 result found": the name of the one title found',
    },
    allResults: {
      defaultMessage: 'Showing all results for "{term}"',
      id: 'bWDxtG',
      description: 'Toast text under "N results found": every result of the search {term} is shown',
    },
    someResults: {
      defaultMessage:
        'Showing {shown, number} of {total, plural, one {# result} other {# results}} for "{term}"',
      id: 'iOZ0Mi',
      description:
        'Toast text under "N results found": the first {shown} results of the search {term} are shown, "Load more" adds the rest',
    },
    filteredFoundSoFar: {
      defaultMessage: '{count, plural, one {# result found so far} other {# results found so far}}',
      id: 'TIuiSr',
      description:
        'Toast title: how many of the results loaded until now match the filters (further pages may hold more)',
    },
    filteredResults: {
      defaultMessage: 'Showing results for "{term}" that match your filters',
      id: 'lWGoum',
      description: 'Toast text: the results of the search {term} are narrowed by the filters',
    },
    filteredResultsScanned: {
      defaultMessage:
        'Showing results for "{term}" that match your filters, from the first {loaded, number} of {total, number}',
      id: 'lkWCn3',
      description:
        'Toast text: the results of the search {term} narrowed by the filters, looked for among the first {loaded} of its {total} results',
    },
    popularCannotBeCleared: {
      defaultMessage: 'Popular searches are shared across all users and cannot be cleared',
      id: 'Orh2cW',
      description: 'Toast: answer to the "Clear popular searches" button',
    },
    popularSyncing: {
      defaultMessage: 'Syncing popular searches data...',
      id: 'Hmo7iG',
      description: 'Toast: the shared popular searches are being fetched again',
    },
    popularUpdated: {
      defaultMessage: 'Popular searches data updated',
      id: 'tMdz1E',
      description: 'Toast: the shared popular searches were fetched again',
    },
    popularSyncFailed: {
      defaultMessage: 'Failed to sync popular searches data',
      id: 'treNdb',
      description: 'Toast: the shared popular searches could not be fetched again',
    },
  });

/** The "Search error" toast with its text. */
export const searchErrorToast = (
  intl: IntlShape,
  description: (typeof searchMessages)['suggestionsFailed' | 'resultsFailed'],
): ToastMessage => ({
  title: intl.formatMessage(searchMessages.searchError),
  description: intl.formatMessage(description),
  tone: 'destructive',
});
