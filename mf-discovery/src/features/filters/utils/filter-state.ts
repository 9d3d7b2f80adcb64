import { FREE_FILTER_LIMITS, type ContentTypeFilter, type GenreFilter } from 'shared-core';

/** The home and Discover filters: platforms, one content type, genres. */
export interface Filters {
  /** Service values (slugs, e.g. "netflix", "bbc-iplayer"); shared-core maps them to catalog ids. */
  platforms: string[];
  contentType: ContentTypeFilter | null;
  genres: GenreFilter[];
}

export const NO_FILTERS: Filters = { platforms: [], contentType: null, genres: [] };

/** The list without `value`. */
export const without = <T>(list: readonly T[], value: T) => list.filter((item) => item !== value);

/** Free users keep one platform: a new pick replaces it. Premium users pick any number. */
export function togglePlatform(filters: Filters, platform: string, premium: boolean): Filters {
  if (filters.platforms.includes(platform)) {
    return { ...filters, platforms: without(filters.platforms, platform) };
  }
  return { ...filters, platforms: premium ? [...filters.platforms, platform] : [platform] };
}

/** Picking the chosen content type again unselects it. */
export function toggleContentType(filters: Filters, contentType: ContentTypeFilter): Filters {
  return { ...filters, contentType: filters.contentType === contentType ? null : contentType };
}

/** True when a free user cannot add another genre (the remaining boxes are disabled). */
export const genreLimitReached = (filters: Filters, premium: boolean) =>
  !premium && filters.genres.length >= FREE_FILTER_LIMITS.genres;

/** Free users pick at most 2 genres; a pick over the limit changes nothing. */
export function toggleGenre(filters: Filters, genre: GenreFilter, premium: boolean): Filters {
  if (filters.genres.includes(genre)) return { ...filters, genres: without(filters.genres, genre) };
  if (genreLimitReached(filters, premium)) return filters;
  return { ...filters, genres: [...filters.genres, genre] };
}

export const hasFilters = (filters: Filters) =>
  filters.platforms.length > 0 || filters.contentType !== null || filters.genres.length > 0;

/** A key of the filters in force in `region`, or null with none (a region alone narrows nothing). */
export const filtersKey = (filters: Filters, region: string): string | null =>
  hasFilters(filters) ? `${JSON.stringify(filters)}@${region}` : null;
