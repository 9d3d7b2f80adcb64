// The calendar-feed function's answers, for the local backend and the edge function alike; each
// brings its own way to the database and the catalog.
//   GET or HEAD …/calendar-feed/<token>.ics → 200 text/calendar: the member's feed
//   any other path, or a token nobody holds (never issued, renewed, or its account deleted) →
//     404, the same answer for all of them, naming nothing
//   any other method → 405; the database or the catalog unreachable → 503 with Retry-After, so a
//     calendar app keeps what it had rather than an empty calendar
import { appLocale } from './app-locales.ts';
import { calendarIcs, reminderEvents, titleEvents, type FeedMember } from './calendar-feed.ts';
import { calendarFeedTokenOf } from './calendar-feed-url.ts';
import { planReminders } from './plan-reminders.ts';
import { watchlistChanges, type ReadChanges } from './watchlist-changes.ts';

export interface FeedAnswer {
  status: number;
  headers: Record<string, string>;
  /** Null for HEAD. */
  body: string | null;
}

export interface FeedSources {
  /** The member a token opens, as public.calendar_feed_member answers (null: nobody). */
  member(token: string): Promise<FeedMember | null>;
  readChanges: ReadChanges;
  /** Today's UTC day as the catalog answers (YYYY-MM-DD). */
  today(): Promise<string>;
  /** The app's address, for the titles' links. */
  siteUrl: string | undefined;
  /** Told why a feed could not be answered (never the token). */
  onError?: (error: unknown) => void;
  now?: () => Date;
}

const PLAIN = 'text/plain; charset=utf-8';
/** Feeds are fetched by calendar apps every few hours: a short private cache, never shared. */
export const FEED_HEADERS = {
  'Content-Type': 'text/calendar; charset=utf-8',
  'Cache-Control': 'private, max-age=900',
  'Content-Disposition': 'inline; filename="watchwhere.ics"',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
};
const RETRY_AFTER_SECONDS = 300;

const plain = (
  method: string,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): FeedAnswer => ({
  status,
  headers: { 'Content-Type': PLAIN, 'Cache-Control': 'no-store', ...headers },
  body: method === 'HEAD' ? null : text,
});

/** The answer to an unknown path and to a token nobody holds alike. */
const notFound = (method: string) => plain(method, 404, 'Not found');

/** The member's calendar: their watchlist's changes and their plan's reminders. */
async function feedOf(member: FeedMember, sources: FeedSources): Promise<string> {
  const locale = appLocale(member.language);
  const known = { ...member, language: locale };
  const changes = await watchlistChanges(sources.readChanges, known, await sources.today());
  const { plan_months: months, plan_saved_on: savedOn } = known;
  const reminders = months && savedOn ? planReminders(months, known.provider_ids, savedOn) : [];
  const events = [
    ...titleEvents(known, changes, sources.siteUrl),
    ...reminderEvents(known, reminders),
  ];
  return calendarIcs(locale, events, sources.now?.() ?? new Date());
}

/** The answer to `method` on `pathname` (the request's path, without its query). */
export async function answerCalendarFeed(
  method: string,
  pathname: string,
  sources: FeedSources,
): Promise<FeedAnswer> {
  if (method !== 'GET' && method !== 'HEAD') {
    return plain(method, 405, 'Use GET', { Allow: 'GET, HEAD' });
  }
  const token = calendarFeedTokenOf(pathname);
  if (!token) return notFound(method);
  try {
    const member = await sources.member(token);
    if (!member) return notFound(method);
    const ics = await feedOf(member, sources);
    return { status: 200, headers: FEED_HEADERS, body: method === 'HEAD' ? null : ics };
  } catch (error) {
    sources.onError?.(error);
    return plain(method, 503, 'The calendar feed is unavailable; try again later', {
      'Retry-After': String(RETRY_AFTER_SECONDS),
    });
  }
}
