import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import type { ContentItem } from 'shared-core';
import { useSearchMultiQuery } from '../api/search-multi';
import type { SearchSuggestion } from 'shared-ui';
import { useContentItems } from '../../../lib/use-content-items';
import { useDebouncedValue } from './use-debounced-value';
import { useToastOnce } from '../../../lib/use-toast-once';
import { searchMessages } from '../search-messages';

/** At most 12 suggestions, asked for once the text is longer than 1 character. */
export const MAX_SUGGESTIONS = 12;
export const MIN_SUGGESTION_CHARS = 2;
export const SUGGESTION_DEBOUNCE_MS = 250;

export interface Suggestions {
  suggestions: SearchSuggestion[];
  items: ContentItem[];
  loading: boolean;
}

const describe = (item: ContentItem) =>
  [item.release_year, item.media_type === 'tv' ? 'TV Show' : 'Movie'].filter(Boolean).join(' · ');

/** Debounced catalog suggestions for the text being typed (movies and TV shows only). */
export function useSuggestions(text: string): Suggestions {
  const term = useDebouncedValue(text.trim(), SUGGESTION_DEBOUNCE_MS);
  const active = term.length >= MIN_SUGGESTION_CHARS && text.trim().length >= MIN_SUGGESTION_CHARS;
  // currentData: never the previous term's list under the new text.
  const { currentData, isFetching, isError } = useSearchMultiQuery(
    active ? { query: term } : skipToken,
  );
  useToastOnce(isError ? term : null, searchMessages.searchSuggestionsFailed);
  const mapped = useContentItems(currentData?.results);
  return useMemo(() => {
    const items = active ? (mapped ?? []).slice(0, MAX_SUGGESTIONS) : [];
    return {
      items,
      loading: active && isFetching,
      suggestions: items.map((item) => ({
        id: `${item.media_type}-${item.id}`,
        label: item.title,
        description: describe(item),
        imageUrl: item.poster_path.startsWith('data:') ? null : item.poster_path,
      })),
    };
  }, [active, isFetching, mapped]);
}
