import type { ContentItem } from '../content/content-types';

const todayIso = (now: Date) => now.toISOString().slice(0, 10);

/** Popular items are kept only when their release year is not after the current year. */
export function isReleasedThisYearOrBefore(item: ContentItem, now = new Date()): boolean {
  return item.release_year === null || item.release_year <= now.getFullYear();
}

/** Every grid hides content dated after today. */
export function isReleasedByToday(item: ContentItem, now = new Date()): boolean {
  const date = item.mediaInfo.releaseDate;
  if (!date) return isReleasedThisYearOrBefore(item, now);
  return date.slice(0, 10) <= todayIso(now);
}
