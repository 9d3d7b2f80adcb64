// The days a member's watchlist titles arrive on and leave their services in their country over
// the calendar feed's next 90 days, from the catalog's list of changes (/ww/changes), filtered as
// the alert rules filter (public.match_alerts): only subscription, free and ad-supported offers,
// the member's services (any service when they chose none). The list is read whole and filtered
// here, as the alert engine reads it: the catalog refuses a provider filter naming an id it does
// not know (public.streaming_services keeps HBO Max's old one). A catalog backed by TMDB lists no
// changes (404): nothing is known ahead, and the feed then has no such days.
import type { AppLocale } from './app-locales.ts';
import { mapPooled } from './map-pooled.ts';
import { shiftDay } from './shift-day.ts';

/** One row of /ww/changes (the offline catalog's shape). */
export interface ListedChange {
  media_type: 'movie' | 'tv';
  id: number;
  title: string;
  provider_id: number;
  provider_name: string;
  region: string;
  monetization: string;
  change: 'arrival' | 'departure';
  date: string;
}

export interface ChangesPage {
  results: ListedChange[];
  total_pages: number;
}

/** What is asked of /ww/changes: a country, a window of days (both included), a page. */
export interface ChangesQuery {
  region: string;
  from: string;
  to: string;
  page: number;
  /** The titles' names come in it (the offline catalog's original titles). */
  language: AppLocale;
}

/** One page of /ww/changes, or undefined when the catalog lists no changes (TMDB mode: 404). */
export type ReadChanges = (query: ChangesQuery) => Promise<ChangesPage | undefined>;

/** What of a member decides which changes are theirs (public.calendar_feed_member). */
export interface WatchingMember {
  language: AppLocale;
  region: string;
  any_service: boolean;
  provider_ids: number[];
  watchlist: { media_type: 'movie' | 'tv'; tmdb_id: number }[];
}

/** How many days the feed looks ahead, today included. */
export const FEED_DAYS = 90;
/** The longest window /ww/changes answers. */
const MAX_WINDOW_DAYS = 62;
const CONCURRENCY = 4;
const OFFERED = new Set(['flatrate', 'free', 'ads']);

/** The feed's days from `today` as windows /ww/changes answers. */
export function feedWindows(today: string): { from: string; to: string }[] {
  const windows = [];
  for (let start = 0; start < FEED_DAYS; start += MAX_WINDOW_DAYS) {
    const end = Math.min(start + MAX_WINDOW_DAYS, FEED_DAYS) - 1;
    windows.push({ from: shiftDay(today, start), to: shiftDay(today, end) });
  }
  return windows;
}

/** Every change of a window, page by page; undefined when the catalog lists none. */
async function windowChanges(
  read: ReadChanges,
  query: Omit<ChangesQuery, 'page'>,
): Promise<ListedChange[] | undefined> {
  const first = await read({ ...query, page: 1 });
  if (!first) return undefined;
  const pages = Array.from({ length: first.total_pages - 1 }, (_, index) => index + 2);
  const rest = await mapPooled(pages, CONCURRENCY, async (page) => {
    const body = await read({ ...query, page });
    return body?.results ?? [];
  });
  return [first.results, ...rest].flat();
}

/** Whether a change is one of the member's: a watched title, on their services, watchable. */
function isMemberChange(member: WatchingMember): (change: ListedChange) => boolean {
  const services = new Set(member.provider_ids);
  const watched = new Set(member.watchlist.map((title) => `${title.media_type}:${title.tmdb_id}`));
  return (change) =>
    OFFERED.has(change.monetization) &&
    (member.any_service || services.has(change.provider_id)) &&
    watched.has(`${change.media_type}:${change.id}`);
}

const changeKey = (change: ListedChange) =>
  [change.change, change.media_type, change.id, change.provider_id, change.date].join(':');

/**
 * The member's changes from `today` over FEED_DAYS, once each (a title offered both with a
 * subscription and with ads changes once), in the catalog's order (by day).
 */
export async function watchlistChanges(
  read: ReadChanges,
  member: WatchingMember,
  today: string,
): Promise<ListedChange[]> {
  const noServices = !member.any_service && member.provider_ids.length === 0;
  if (member.watchlist.length === 0 || noServices) return [];
  const isMine = isMemberChange(member);
  const changes = new Map<string, ListedChange>();
  for (const window of feedWindows(today)) {
    const query = { ...window, region: member.region, language: member.language };
    const listed = await windowChanges(read, query);
    if (!listed) return [];
    for (const change of listed.filter(isMine)) {
      if (!changes.has(changeKey(change))) changes.set(changeKey(change), change);
    }
  }
  return [...changes.values()];
}
