import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useMemo } from 'react';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import type { ContentItem } from 'shared-core';
import { useSearchMultiQuery } from '../api/search-multi';
import type { SearchSuggestion } from 'shared-ui';
import { useContentItems } from '../../../lib/use-content-items';
import { useDebouncedValue } from './use-debounced-value';
import { useToastOnce } from '../../../lib/use-toast-once';
import { searchErrorToast, searchMessages } from '../search-messages';

/** At most 12 suggestions, asked for once the text is longer than 1 character. */
export const MAX_SUGGESTIONS = 12;
export const MIN_SUGGESTION_CHARS = 2;
export const SUGGESTION_DEBOUNCE_MS = 250;

export interface Suggestions {
  suggestions: SearchSuggestion[];
  items: ContentItem[];
  loading: boolean;
}

const kinds = defineMessages({
  tv: {
    defaultMessage: 'TV Show',
    id: '7U/dVZ',
    description: 'Search suggestion: the title is a TV series',
  },
  movie: {
    defaultMessage: 'Movie',
    id: '2SHxUj',
    description: 'Search suggestion: the title is a film',
  },
});

/** "2010 · Movie": the year, then what kind of title it is. */
const describe = (intl: IntlShape, item: ContentItem) =>
  [item.release_year, intl.formatMessage(item.media_type === 'tv' ? kinds.tv : kinds.movie)]
    .filter(Boolean)
    .join(' · ');

/** Debounced catalog suggestions for the text being typed (movies and TV shows only). */
export function useSuggestions(text: string): Suggestions {
  const intl = useIntl();
  const term = useDebouncedValue(text.trim(), SUGGESTION_DEBOUNCE_MS);
  const active = term.length >= MIN_SUGGESTION_CHARS && text.trim().length >= MIN_SUGGESTION_CHARS;
  // currentData: never the previous term's list under the new text.
  const { currentData, isFetching, isError } = useSearchMultiQuery(
    active ? { query: term } : skipToken,
  );
  useToastOnce(
    isError ? term : null,
    useCallback(() => searchErrorToast(intl, searchMessages.suggestionsFailed), [intl]),
  );
  const mapped = useContentItems(currentData?.results);
  return useMemo(() => {
    const items = active ? (mapped ?? []).slice(0, MAX_SUGGESTIONS) : [];
    return {
      items,
      loading: active && isFetching,
      suggestions: items.map((item) => ({
        id: `${item.media_type}-${item.id}`,
        label: item.title,
        description: describe(intl, item),
        imageUrl: item.poster_path.startsWith('data:') ? null : item.poster_path,
      })),
    };
  }, [active, intl, isFetching, mapped]);
}
