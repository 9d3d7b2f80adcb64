import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MediaType } from '../../catalog/catalog-types.js';
import type { TitleLookup } from '../../catalog/title-lookup.js';
import { requireApiKey, resolveCaller, type Caller } from '../caller.js';
import type { SupabaseContext } from '../context.js';
import { runAs } from '../run-as.js';
import {
  clickOf,
  clickUsage,
} from '../../../../supabase/functions/_shared/popular-search-click.ts';

export interface PopularSearchRow {
  tmdb_id: number;
  media_type: MediaType;
  title: string;
  poster_path: string | null;
  count: number;
}

/** The row, and whether this call added to it (false: this caller already counted it this minute). */
export type RecordedSearch = PopularSearchRow & { counted: boolean };

async function callerOf(request: FastifyRequest, ctx: SupabaseContext): Promise<Caller> {
  const apiKey = await requireApiKey(request, ctx.keys);
  return resolveCaller(request, ctx.keys, apiKey);
}

/**
 * POST /functions/v1/record-popular-search `{ "media_type": "movie"|"tv", "tmdb_id": <id> }`:
 * +1 in popular searches for a title the catalog has, with the catalog's title and poster; one
 * count per caller (user, or IP address for visitors) per title per minute. Same contract as
 * supabase/functions/record-popular-search: 200 the row with `counted` (false when this caller
 * already counted the title within the minute: a repeat click is normal, not an error), 400 bad
 * input, 401 bad token, 404 no such title.
 */
export function registerRecordPopularSearch(
  app: FastifyInstance,
  ctx: SupabaseContext,
  titles: TitleLookup,
): void {
  const serviceRole: Caller = {
    claims: { role: 'service_role' },
    token: ctx.keys.serviceRoleKey,
  };

  app.post('/record-popular-search', async (request, reply) => {
    const caller = await callerOf(request, ctx).catch(() => undefined);
    if (!caller) return reply.status(401).send({ error: 'Invalid JWT' });
    const click = clickOf(request.body);
    if (!click) {
      return reply.status(400).send({
        error: clickUsage,
      });
    }
    const found = await titles(click.media_type, click.tmdb_id);
    if (!found) return reply.status(404).send({ error: 'The catalog has no such title' });

    const userId = caller.claims.role === 'authenticated' ? (caller.claims.sub ?? null) : null;
    const recorded = await runAs(ctx.db, serviceRole, async (tx): Promise<RecordedSearch> => {
      const [row] = await tx.query<PopularSearchRow>(
        `select tmdb_id, media_type, title, poster_path, count
         from public.record_popular_search($1, $2, $3, $4, $5, $6)`,
        [click.media_type, click.tmdb_id, found.title, found.poster_path, userId, request.ip],
      );
      if (row) return { ...row, counted: true };
      const [current] = await tx.query<PopularSearchRow>(
        `select tmdb_id, media_type, title, poster_path, count from public.popular_searches
         where media_type = $1 and tmdb_id = $2`,
        [click.media_type, click.tmdb_id],
      );
      return { ...current!, counted: false };
    });
    return reply.type('application/json; charset=utf-8').send(recorded);
  });
}
