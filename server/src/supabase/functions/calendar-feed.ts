import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AlertEngineSource } from '../../alerts/alert-engine.js';
import { isRegionCode } from '../../catalog/constants/regions.js';
import { CatalogError } from '../../catalog/http/catalog-error.js';
import { PARSERS } from '../../catalog/http/parse-request.js';
import type { SupabaseContext } from '../context.js';
import { answerCalendarFeed } from '../../../../supabase/functions/_shared/calendar-feed-answer.ts';
import type { FeedMember } from '../../../../supabase/functions/_shared/calendar-feed.ts';
import type {
  ChangesPage,
  ReadChanges,
} from '../../../../supabase/functions/_shared/watchlist-changes.ts';

/** /ww/changes asked of the catalog source itself; undefined where it lists none (TMDB: 404). */
function changesReader({ catalog, today }: AlertEngineSource): ReadChanges {
  return async ({ region, from, to, page, language }) => {
    if (!isRegionCode(region)) return undefined;
    const request = PARSERS.changes({}, { region, from, to, page: String(page) });
    try {
      const context = { imageBaseUrl: '', today: today(), language };
      return (await catalog.handle(request, context)) as ChangesPage;
    } catch (error) {
      if (error instanceof CatalogError && error.statusCode === 404) return undefined;
      throw error;
    }
  };
}

/**
 * /functions/v1/calendar-feed/<token>.ics: a member's calendar feed, with the contract of
 * supabase/functions/calendar-feed (_shared/calendar-feed-answer.ts). No API key or session: a
 * calendar app has neither, and the token is the secret. Every path under it answers here, so an
 * unknown one gets the feed's own 404, never the router's, which would name the path.
 */
export function registerCalendarFeed(
  app: FastifyInstance,
  ctx: SupabaseContext,
  catalog: AlertEngineSource,
): void {
  const readChanges = changesReader(catalog);
  const memberOf = async (token: string) => {
    const [row] = await ctx.db.query<{ member: FeedMember | null }>(
      'select public.calendar_feed_member($1) as member',
      [token],
    );
    return row?.member ?? null;
  };
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const { pathname } = new URL(request.url, 'http://backend.invalid');
    const feed = await answerCalendarFeed(request.method, pathname, {
      member: memberOf,
      readChanges,
      today: async () => catalog.today(),
      siteUrl: ctx.auth.siteUrls[0],
      onError: (error) => request.log.warn({ err: error }, 'calendar feed unavailable'),
    });
    return reply
      .status(feed.status)
      .headers(feed.headers)
      .send(feed.body ?? undefined);
  };
  // The usual methods, each but GET and HEAD answered 405 (`all` would add TRACE and the like).
  const method = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
  app.route({ method, url: '/calendar-feed', handler: answer });
  app.route({ method, url: '/calendar-feed/*', handler: answer });
}
