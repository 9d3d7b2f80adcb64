import type { ContentItem } from 'shared-core';
import { createStoredList } from './stored-list';

export const recentSearches = createStoredList<string>({
  id: 'recentSearches',
  same: (a, b) => a.toLowerCase() === b.toLowerCase(),
  isValid: (value): value is string => typeof value === 'string' && value.trim().length > 0,
});

export const viewedHistory = createStoredList<ContentItem>({
  id: 'searchHistory',
  same: (a, b) => a.id === b.id && a.media_type === b.media_type,
  isValid: (value): value is ContentItem =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ContentItem).id === 'number' &&
    typeof (value as ContentItem).title === 'string',
});
