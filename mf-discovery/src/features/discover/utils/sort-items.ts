import { defineMessages } from 'react-intl';
import type { ContentItem } from 'shared-core';

const sortLabels = defineMessages({
  relevance: {
    defaultMessage: 'Relevance',
    id: 'vLyotY',
    description: 'Discover: sort order of search results, as the catalog ranked them',
  },
  popularity: {
    defaultMessage: 'Popularity',
    id: '5rsjI9',
    description: 'Discover: sort order of search results, most popular first',
  },
  release: {
    defaultMessage: 'Release Date',
    id: 'DaPHa0',
    description: 'Discover: sort order of search results, newest first',
  },
  rating: {
    defaultMessage: 'Rating',
    id: 'I9DH5Y',
    description: 'Discover: sort order of search results, best rated first',
  },
});

/** Relevance (the default): the catalog's own order, the one home shows too. */
export const SORT_OPTIONS = [
  { value: 'relevance', label: sortLabels.relevance },
  { value: 'popularity', label: sortLabels.popularity },
  { value: 'release', label: sortLabels.release },
  { value: 'rating', label: sortLabels.rating },
] as const;

export type SortKey = (typeof SORT_OPTIONS)[number]['value'];

const sortValue: Record<Exclude<SortKey, 'relevance'>, (item: ContentItem) => number | string> = {
  popularity: (item) => item.popularity,
  release: (item) => item.mediaInfo.releaseDate ?? '',
  // The best rating on a 0–10 scale: IMDb's, else TMDB's user score (TMDB mode); unrated last.
  rating: (item) => item.rating.imdb || item.rating.tmdb,
};

/** As the catalog ranked them (relevance), else highest first: most popular, newest, best rated. */
export function sortItems(items: readonly ContentItem[], key: SortKey): ContentItem[] {
  if (key === 'relevance') return [...items];
  const value = sortValue[key];
  return [...items].sort((a, b) => {
    const [left, right] = [value(a), value(b)];
    return left === right ? 0 : left < right ? 1 : -1;
  });
}
