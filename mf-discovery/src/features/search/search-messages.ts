import { formatCount, type ToastMessage } from 'shared-core';

/** What search and popular searches say in toasts. */
export const searchMessages = {
  searchSuggestionsFailed: (): ToastMessage => ({
    title: 'Search error',
    description: 'Failed to fetch search suggestions. Please try again.',
    tone: 'destructive',
  }),
  searchResultsFailed: (): ToastMessage => ({
    title: 'Search error',
    description: 'Failed to fetch search results. Please try again.',
    tone: 'destructive',
  }),
  noSearchResults: (): ToastMessage => ({ title: 'No results found', tone: 'info' }),
  oneSearchResult: (title: string): ToastMessage => ({
    title: '1 result found',
    description: `Found "${title}"`,
    tone: 'success',
  }),
  manySearchResults: (count: number, term: string): ToastMessage => ({
    title: `${formatCount(count)} results found`,
    description: `Showing all results for "${term}"`,
    tone: 'success',
  }),
  /** More results than the grid holds yet: it shows the first `shown`, Load more adds the rest. */
  someSearchResults: (shown: number, total: number, term: string): ToastMessage => ({
    title: `${formatCount(total)} results found`,
    description: `Showing ${formatCount(shown)} of ${formatCount(total)} results for "${term}"`,
    tone: 'success',
  }),
  /**
   * Filters kept `count` of the results loaded; `scanned` says how many of how many were looked at
   * when more pages remain (the rest may hold more matches).
   */
  filteredSearchResults: (
    count: number,
    term: string,
    scanned?: { loaded: number; total: number },
  ): ToastMessage => ({
    title: `${formatCount(count)} ${count === 1 ? 'result' : 'results'} found${scanned ? ' so far' : ''}`,
    description: scanned
      ? `Showing results for "${term}" that match your filters, from the first ${formatCount(scanned.loaded)} of ${formatCount(scanned.total)}`
      : `Showing results for "${term}" that match your filters`,
    tone: 'success',
  }),
  popularSearchesCannotBeCleared: (): ToastMessage => ({
    title: 'Popular searches are shared across all users and cannot be cleared',
    tone: 'info',
  }),
  popularSearchesSyncing: (): ToastMessage => ({
    title: 'Syncing popular searches data...',
    tone: 'info',
  }),
  popularSearchesUpdated: (): ToastMessage => ({
    title: 'Popular searches data updated',
    tone: 'success',
  }),
  popularSearchesSyncFailed: (): ToastMessage => ({
    title: 'Failed to sync popular searches data',
    tone: 'destructive',
  }),
};
