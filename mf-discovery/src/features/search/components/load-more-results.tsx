import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { formatCount } from 'shared-core';
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
  shown: number,
  { items, total, hasMore }: Pick<SearchResults, 'items' | 'total' | 'hasMore'>,
  filtered: boolean,
): string {
  const loaded = items?.length ?? 0;
  if (filtered) {
    const matches = `${formatCount(shown)} of ${hasMore ? 'the first ' : ''}${formatCount(loaded)} results match your filters`;
    return hasMore ? `${matches} (${formatCount(total)} in all)` : matches;
  }
  return hasMore
    ? `Showing ${formatCount(shown)} of ${formatCount(total)} results`
    : `Showing all ${formatCount(shown)} results`;
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
        {shownSentence(shown, results, filtered)}
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
          {loadingMore ? 'Loading more…' : 'Load more'}
        </Button>
      )}
    </Stack>
  );
}
