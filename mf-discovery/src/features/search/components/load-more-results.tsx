import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useIntl, type IntlShape } from 'react-intl';
import { Button, Spinner, Stack, theme } from 'shared-ui';
import type { SearchResults } from '../hooks/use-search-results';

const Status = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};

  &:focus {
    outline: none;
  }
`;

/** "Showing 20 of 1,305 results"; with filters, how many of the loaded results match them. */
export function shownSentence(
  intl: IntlShape,
  shown: number,
  { items, total, hasMore }: Pick<SearchResults, 'items' | 'total' | 'hasMore'>,
  filtered: boolean,
): string {
  const loaded = items?.length ?? 0;
  if (filtered) {
    return hasMore
      ? intl.formatMessage(
          {
            defaultMessage:
              '{shown, number} of the first {loaded, number} results match your filters ({total, number} in all)',
            id: 'Gqd73E',
            description:
              'Search results: under the grid, how many of the results loaded so far match the filters, and how many results the search has in all',
          },
          { shown, loaded, total },
        )
      : intl.formatMessage(
          {
            defaultMessage: '{shown, number} of {loaded, number} results match your filters',
            id: '6QG+hs',
            description:
              'Search results: under the grid, how many of all the results of the search match the filters',
          },
          { shown, loaded },
        );
  }
  return hasMore
    ? intl.formatMessage(
        {
          defaultMessage: 'Showing {shown, number} of {total, number} results',
          id: 'ZfWA0L',
          description:
            'Search results: under the grid, how many results are shown of all the search has ("Load more" adds more)',
        },
        { shown, total },
      )
    : intl.formatMessage(
        {
          defaultMessage: 'Showing all {shown, number} results',
          id: '4GCp99',
          description: 'Search results: under the grid, every result of the search is shown',
        },
        { shown },
      );
}

export interface LoadMoreResultsProps {
  results: SearchResults;
  /** How many cards the grid shows (after the filters). */
  shown: number;
  filtered: boolean;
}

/**
 * Under a search's grid: what it shows of how many, and Load more while the catalog has further
 * pages. The button stays focusable while a page loads (a second press waits for it); when the
 * last page arrives the focus moves to the count, so a keyboard user is not dropped to the page.
 */
export function LoadMoreResults({ results, shown, filtered }: LoadMoreResultsProps) {
  const intl = useIntl();
  const status = useRef<HTMLParagraphElement>(null);
  const pressed = useRef(false);
  const { hasMore, loadingMore, loadMore } = results;
  useEffect(() => {
    if (!pressed.current || loadingMore) return;
    pressed.current = false;
    if (!hasMore) status.current?.focus();
  }, [hasMore, loadingMore]);
  // One page that holds everything needs no count: the toast and the grid say it.
  if (!results.items || results.items.length === 0 || (!hasMore && results.pages < 2)) return null;
  return (
    <Stack align="center" gap="sm">
      <Status ref={status} tabIndex={-1} role="status">
        {shownSentence(intl, shown, results, filtered)}
      </Status>
      {hasMore && (
        <Button
          variant="secondary"
          aria-busy={loadingMore || undefined}
          icon={loadingMore ? <Spinner size={16} /> : undefined}
          onClick={() => {
            pressed.current = true;
            loadMore();
          }}
        >
          {loadingMore
            ? intl.formatMessage({
                defaultMessage: 'Loading more…',
                id: 'hXQmhW',
                description: 'Search results: the "Load more" button while the next page loads',
              })
            : intl.formatMessage({
                defaultMessage: 'Load more',
                id: 'sgxali',
                description:
                  'Search results: button under the grid adding the next page of results',
              })}
        </Button>
      )}
    </Stack>
  );
}
