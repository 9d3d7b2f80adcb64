import type { ContentItem } from 'shared-core';

/** Relevance (the default): the catalog's own order, the one home shows too. */
export const SORT_OPTIONS = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'popularity', label: 'Popularity' },
  { value: 'release', label: 'Release Date' },
  { value: 'rating', label: 'Rating' },
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
