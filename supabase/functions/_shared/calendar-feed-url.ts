// The address of a member's calendar feed, `{functions}/calendar-feed/<token>.ics`, built and read
// in one place: the app shows it (and its webcal: form, which opens the calendar app's subscribe
// dialog), the calendar-feed function reads the token back from it. The token is the 64 hex
// digits public.calendar_feed_token() answers.

const TOKEN = /^[0-9a-f]{64}$/;
/** The feed's path under its function, wherever the platform mounts it. */
const FEED_PATH = /(?:^|\/)calendar-feed\/([0-9a-f]{64})\.ics$/;

export interface CalendarFeedUrls {
  /** The feed itself, on the functions' own scheme (https on a hosted project). */
  url: string;
  /** The same address as `webcal://…`, which calendar apps subscribe to. */
  webcal: string;
}

/**
 * The feed's addresses from the functions' base URL (`https://<ref>.supabase.co/functions/v1`)
 * and the member's token. Throws on a value that is not a feed token.
 */
export function calendarFeedUrls(functionsUrl: string, token: string): CalendarFeedUrls {
  if (!TOKEN.test(token)) throw new TypeError('Not a calendar feed token');
  const url = `${functionsUrl.replace(/\/+$/, '')}/calendar-feed/${token}.ics`;
  return { url, webcal: url.replace(/^https?:/i, 'webcal:') };
}

/** The token of a feed path (`…/calendar-feed/<token>.ics`), or undefined for any other path. */
export function calendarFeedTokenOf(pathname: string): string | undefined {
  return FEED_PATH.exec(pathname)?.[1];
}
