// A member's calendar feed as RFC 5545 text (ical-generator escapes and folds it): an all-day
// event for each day a watchlist title arrives on or leaves one of their services, and for each
// reminder of their saved plan, worded in their language. Each event's UID is built from what it
// is about and a key of the member, so a calendar app updates an event rather than adding it
// again when it fetches the feed anew.
import { createHash } from 'node:crypto';
import ical, { ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';
import { alertPath } from './alert-mail.ts';
import { localePrefix, type AppLocale } from './app-locales.ts';
import { formatCalendar } from './calendar-messages.ts';
import { countryNameIn, formatMailDate } from './mail-messages.ts';
import type { PlanMonth, PlanReminder } from './plan-reminders.ts';
import { shiftDay } from './shift-day.ts';
import type { ListedChange, WatchingMember } from './watchlist-changes.ts';

/** What the feed of a token shows (public.calendar_feed_member). */
export interface FeedMember extends WatchingMember {
  user_id: string;
  plan_months: PlanMonth[] | null;
  /** The day (UTC) the plan was saved; null without a plan. */
  plan_saved_on: string | null;
}

export interface FeedEvent {
  uid: string;
  /** The event's day (YYYY-MM-DD): it lasts all of it. */
  day: string;
  summary: string;
  description: string;
  url?: string;
}

/** How often a calendar app should fetch the feed again, in seconds (REFRESH-INTERVAL). */
const REFRESH_SECONDS = 6 * 3600;

/** A key of the member for the UIDs: stable, and not their id. */
const memberKey = (userId: string) =>
  createHash('sha256').update(`watchwhere-calendar-feed:${userId}`).digest('hex').slice(0, 16);

const uid = (member: FeedMember, ...parts: (string | number)[]) =>
  `${parts.join('-')}.${memberKey(member.user_id)}@watchwhere`;

/** A title's page in the app, in the member's language; none without the app's address. */
function titlePage(siteUrl: string | undefined, locale: AppLocale, change: ListedChange) {
  if (!siteUrl) return undefined;
  const path = alertPath({ media_type: change.media_type, tmdb_id: change.id });
  return `${siteUrl.replace(/\/+$/, '')}${localePrefix(locale)}${path}`;
}

/** The events of the member's watchlist changes, each linking to its title's page. */
export function titleEvents(
  member: FeedMember,
  changes: ListedChange[],
  siteUrl: string | undefined,
): FeedEvent[] {
  const locale = member.language;
  const note = formatCalendar(locale, 'event.titleNote', {
    country: countryNameIn(locale, member.region),
  });
  return changes.map((change) => {
    const url = titlePage(siteUrl, locale, change);
    const { media_type, id, provider_id, region, date } = change;
    return {
      uid: uid(member, change.change, media_type, id, provider_id, region, date),
      day: date,
      summary: formatCalendar(
        locale,
        change.change === 'arrival' ? 'event.arrival' : 'event.departure',
        { title: change.title, service: change.provider_name },
      ),
      description: url ? `${note}\n${url}` : note,
      url,
    };
  });
}

/** The events of the member's plan reminders. */
export function reminderEvents(member: FeedMember, reminders: PlanReminder[]): FeedEvent[] {
  const locale = member.language;
  const description = formatCalendar(locale, 'event.planNote');
  return reminders.map((reminder) => ({
    uid: uid(member, 'plan', reminder.kind, reminder.providerId, reminder.day),
    day: reminder.day,
    summary:
      reminder.kind === 'start'
        ? formatCalendar(locale, 'event.start', { service: reminder.service })
        : formatCalendar(locale, 'event.cancel', {
            service: reminder.service,
            before: formatMailDate(locale, reminder.before),
            lastDay: formatMailDate(locale, reminder.lastDay),
          }),
    description,
  }));
}

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** The calendar of `events`, in day order, stamped `now`. */
export function calendarIcs(locale: AppLocale, events: FeedEvent[], now: Date): string {
  const calendar = ical({
    name: 'WatchWhere',
    description: formatCalendar(locale, 'feed.description'),
    prodId: { company: 'WatchWhere', product: 'Calendar feed', language: locale.split('-')[0] },
    method: ICalCalendarMethod.PUBLISH,
    ttl: REFRESH_SECONDS,
  });
  const ordered = [...events].sort(
    (a, b) => a.day.localeCompare(b.day) || a.uid.localeCompare(b.uid),
  );
  for (const event of ordered) {
    calendar.createEvent({
      id: event.uid,
      allDay: true,
      start: utcDay(event.day),
      end: utcDay(shiftDay(event.day, 1)),
      stamp: now,
      summary: event.summary,
      description: event.description,
      url: event.url ?? null,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  return calendar.toString();
}
