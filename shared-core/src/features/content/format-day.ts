import type { IntlShape } from 'react-intl';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const STYLES = {
  short: { day: 'numeric', month: 'short', timeZone: 'UTC' },
  long: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
} as const;

/**
 * A `YYYY-MM-DD` day as people read it in the page's language, the day as written wherever the
 * browser is: "Dec 20" (short) or "December 4, 2026" (long) in English; anything else as given.
 */
export function formatDay(intl: IntlShape, day: string, style: 'short' | 'long'): string {
  const match = DAY.exec(day);
  if (!match) return day;
  const month = Number(match[2]) - 1;
  const time = Date.UTC(Number(match[1]), month, Number(match[3]));
  if (new Date(time).getUTCMonth() !== month) return day;
  return intl.formatDate(time, STYLES[style]);
}
