import { useCallback } from 'react';
import { useCountPopularSearchMutation, type ContentItem } from 'shared-core';
import { viewedHistory } from '../search/stored-lists';

/** Only real image addresses are shared (the table keeps up to 500 characters, no data URLs). */
const sharablePoster = (url: string) => (/^https?:/.test(url) && url.length <= 500 ? url : null);

/** What opening a title does besides navigating: viewed history, and +1 in popular searches. */
export function useOpenContent(): (item: ContentItem) => void {
  const [countPopularSearch] = useCountPopularSearchMutation();
  return useCallback(
    (item: ContentItem) => {
      viewedHistory.add(item);
      void countPopularSearch({
        tmdb_id: item.id,
        media_type: item.media_type,
        title: item.title,
        poster_path: sharablePoster(item.poster_path),
      });
    },
    [countPopularSearch],
  );
}
