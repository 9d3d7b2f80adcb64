import { writeFlagCookie, type ContentItem } from 'shared-core';
import { createStoredList } from './stored-list';

export const recentSearches = createStoredList<string>({
  id: 'recentSearches',
  same: (a, b) => a.toLowerCase() === b.toLowerCase(),
  isValid: (value): value is string => typeof value === 'string' && value.trim().length > 0,
  onWrite: () => mirrorOwnHomeRowsToCookie(),
});

export const viewedHistory = createStoredList<ContentItem>({
  id: 'searchHistory',
  same: (a, b) => a.id === b.id && a.media_type === b.media_type,
  isValid: (value): value is ContentItem =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ContentItem).id === 'number' &&
    typeof (value as ContentItem).title === 'string',
  onWrite: () => mirrorOwnHomeRowsToCookie(),
});

/**
 * Tells the shell's server that home shows rows of this browser's own (these two lists) above its
 * popular row, so it paints no first screen of its own for home: sets the cookie while either
 * list holds an entry, and removes it once neither does.
 */
export function mirrorOwnHomeRowsToCookie(): void {
  const own = recentSearches.read().length > 0 || viewedHistory.read().length > 0;
  writeFlagCookie('watchwhere_home_rows', own);
}
