import { GENRE_FILTER_MATCHES, type ContentItem } from 'shared-core';
import type { Filters } from './filter-state';

/** Movies maps to movie, anything else to tv; genres keep items matching any of them. */
export function filterByTypeAndGenre(
  items: readonly ContentItem[],
  filters: Filters,
): ContentItem[] {
  const mediaType = filters.contentType === 'Movies' ? 'movie' : 'tv';
  const genreIds = filters.genres.flatMap((genre) => GENRE_FILTER_MATCHES[genre]);
  return items.filter(
    (item) =>
      (filters.contentType === null || item.media_type === mediaType) &&
      (genreIds.length === 0 || item.genre_ids.some((id) => genreIds.includes(id))),
  );
}
