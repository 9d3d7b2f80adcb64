import { defineMessages, type IntlShape } from 'react-intl';
import { STREAMING_MONETIZATIONS } from 'shared-core';
import type { ServiceChange } from '../api/get-service-changes';

const DAY_MS = 86_400_000;

/** YYYY-MM-DD days in calendar order. Not `localeCompare`: its first call loads ICU's collation
 * data, ~14 ms of main thread in the middle of the first screen's rows. */
const compareDays = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A YYYY-MM-DD day moved by a number of days (UTC, so no clock change shifts it). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const notes = defineMessages<{
  added: { service: string; date: string };
  leaves: { service: string; date: string };
}>({
  added: {
    defaultMessage: '{service} · Added {date}',
    id: 'syrDOJ',
    description:
      'Poster card note: the streaming service {service} added the title on {date} (a short day, e.g. "Nov 20")',
  },
  leaves: {
    defaultMessage: '{service} · Leaves {date}',
    id: 'BMQz/Q',
    description:
      'Poster card note: the title leaves the streaming service {service} on {date} (a short day, e.g. "Dec 4")',
  },
});

/** The card's note: "Netflix · Added Nov 20", "Hulu · Leaves Dec 4" (in the page's language). */
export function changeNote(intl: IntlShape, change: ServiceChange): string {
  const date = intl.formatDate(Date.parse(`${change.date}T00:00:00Z`), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return intl.formatMessage(change.change === 'arrival' ? notes.added : notes.leaves, {
    service: change.provider_name,
    date,
  });
}

export const changeKey = (change: Pick<ServiceChange, 'media_type' | 'id'>) =>
  `${change.media_type}-${change.id}`;

/**
 * The changes a row shows: only what comes with a service (a subscription, free or with ads; not
 * a rental or a purchase), one per title (its first in the catalog's order, the earliest day), the
 * most popular titles. Arrivals stay most popular first; departures show the soonest first, since
 * a leaving title's date is what the row is for.
 */
export function notableChanges(rows: readonly ServiceChange[], count: number): ServiceChange[] {
  const byTitle = new Map<string, ServiceChange>();
  for (const row of rows) {
    if (!STREAMING_MONETIZATIONS.includes(row.monetization)) continue;
    if (!byTitle.has(changeKey(row))) byTitle.set(changeKey(row), row);
  }
  const notable = [...byTitle.values()]
    .sort((a, b) => b.popularity - a.popularity || compareDays(a.date, b.date))
    .slice(0, count);
  return notable.every((change) => change.change === 'departure')
    ? notable.sort((a, b) => compareDays(a.date, b.date) || b.popularity - a.popularity)
    : notable;
}
