// calendar-feed: a member's private calendar (RFC 5545), which calendar apps subscribe to. Same
// contract as the local backend's /functions/v1/calendar-feed (_shared/calendar-feed-answer.ts):
//   GET (and HEAD) /calendar-feed/<token>.ics → 200 text/calendar; charset=utf-8: all-day events
//     for the days the member's watchlist titles arrive on or leave their services in their
//     country over the next 90 days (what the catalog knows ahead: nothing in TMDB mode), and
//     their saved plan's reminders, in their language (profiles.language)
//   an unknown, renewed or malformed token, or any other path → 404 "Not found"
//   another method → 405; the database or the catalog unreachable → 503 with Retry-After
// No JWT (config.toml: verify_jwt = false): a calendar app has no session. The token in the path
// (public.calendar_feed_token(), 244 random bits) is the secret; it is never logged. The app
// builds the address with _shared/calendar-feed-url.ts (docs/calendar-feed.md).
// Settings: CATALOG_URL (the catalog service's base), SITE_URL (the app, for the titles' links),
// CATALOG_INTERNAL_TOKEN (the catalog's, so its per-client limit leaves the feed alone).
// Deploy: supabase functions deploy calendar-feed
import { adminClient } from '../_shared/http.ts';
import { answerCalendarFeed } from '../_shared/calendar-feed-answer.ts';
import type { FeedMember } from '../_shared/calendar-feed.ts';
import { catalogReader } from './catalog-changes.ts';

const setting = (name: string) => Deno.env.get(name) || undefined;

async function memberOf(token: string): Promise<FeedMember | null> {
  const { data, error } = await adminClient().rpc('calendar_feed_member', { p_token: token });
  if (error) throw new Error(`calendar_feed_member: ${error.message}`);
  return (data as FeedMember | null) ?? null;
}

Deno.serve(async (req: Request) => {
  const catalog = catalogReader(setting('CATALOG_URL') ?? '', setting('CATALOG_INTERNAL_TOKEN'));
  const answer = await answerCalendarFeed(req.method, new URL(req.url).pathname, {
    member: memberOf,
    readChanges: catalog.readChanges,
    today: catalog.today,
    siteUrl: setting('SITE_URL'),
    onError: (error) => console.error(`calendar-feed: ${(error as Error).message}`),
  });
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
});
