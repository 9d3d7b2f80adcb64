import { useCallback } from 'react';
import { useAppDispatch, type ContentItem } from 'shared-core';
import { countPopularSearch } from './api/popular-searches';
import { viewedHistory } from './stored-lists';

/** What opening a title does besides navigating: viewed history, and +1 in popular searches. */
export function useOpenContent(): (item: ContentItem) => void {
  const dispatch = useAppDispatch();
  return useCallback(
    (item: ContentItem) => {
      viewedHistory.add(item);
      void dispatch(
        countPopularSearch({
          tmdb_id: item.id,
          media_type: item.media_type,
          title: item.title,
          // Undefined for items from a shell that predates the field, or from stored history.
          poster_path: item.tmdb_poster_path ?? null,
        }),
      );
    },
    [dispatch],
  );
}
