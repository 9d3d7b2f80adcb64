import type { Database, Queryable } from '../../db/database.js';
import { createSupabaseContext } from '../../supabase/create-context.js';

/** A migrated database of its own (PGlite, or DATABASE_URL's PostgreSQL) for engine tests. */
export async function openAlertDatabase(): Promise<Database> {
  const ctx = await createSupabaseContext({
    databaseUrl: process.env.DATABASE_URL || undefined,
    siteUrls: ['http://localhost:3000'],
  });
  return ctx.db;
}

/** Empties what the engine reads and writes: members (and with them their lists and alerts), changes, snapshots. */
export async function clearAlertData(db: Queryable): Promise<void> {
  await db.exec(`delete from public.availability_changes;
    delete from public.availability_snapshot_titles;
    delete from public.availability_snapshots;
    delete from auth.users;`);
}

export interface MemberSettings {
  services?: string[];
  country?: string | null;
  content_available?: boolean;
  new_releases?: boolean;
  weekly_digest?: boolean;
  email_notifications?: boolean;
}

/** A member (auth user + the profile its trigger creates) with the given preferences. */
export async function addMember(db: Queryable, settings: MemberSettings = {}): Promise<string> {
  const [user] = await db.query<{ id: string }>(
    `insert into auth.users (email) values ('member-' || gen_random_uuid() || '@example.com')
     returning id`,
  );
  await db.query(
    `update public.profiles set selected_services = $2, selected_country = $3,
       content_available = $4, new_releases = $5, weekly_digest = $6, email_notifications = $7
     where id = $1`,
    [
      user!.id,
      settings.services ?? [],
      settings.country === undefined ? 'US' : settings.country,
      settings.content_available ?? true,
      settings.new_releases ?? false,
      settings.weekly_digest ?? false,
      settings.email_notifications ?? false,
    ],
  );
  return user!.id;
}

export interface Change {
  media_type?: 'movie' | 'tv';
  tmdb_id: number;
  title?: string;
  popularity?: number;
  provider_id?: number;
  provider_name?: string;
  region?: string;
  monetization?: string;
  change: 'arrival' | 'departure';
  date: string;
}

/** Catalog changes as the engine records them (Netflix in the US by default). */
export async function addChanges(db: Queryable, changes: Change[]): Promise<void> {
  for (const change of changes) {
    await db.query(
      `insert into public.availability_changes (media_type, tmdb_id, title, popularity,
         provider_id, provider_name, region, monetization, change, change_date)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        change.media_type ?? 'movie',
        change.tmdb_id,
        change.title ?? `Title ${change.tmdb_id}`,
        change.popularity ?? 10,
        change.provider_id ?? 8,
        change.provider_name ?? 'Netflix',
        change.region ?? 'US',
        change.monetization ?? 'flatrate',
        change.change,
        change.date,
      ],
    );
  }
}

/** A title on a member's watchlist or Notify Me list. */
export async function watch(
  db: Queryable,
  list: 'watchlist' | 'notify_requests',
  userId: string,
  tmdbId: number,
  mediaType: 'movie' | 'tv' = 'movie',
): Promise<void> {
  await db.query(
    `insert into public.${list} (user_id, media_type, tmdb_id, title) values ($1, $2, $3, $4)`,
    [userId, mediaType, tmdbId, `Title ${tmdbId}`],
  );
}

export interface MatchedAlert {
  user_id: string;
  kind: string;
  tmdb_id: number | null;
  provider_name: string | null;
  event_date: string;
  title: string;
}

export function matchAlerts(db: Queryable, asOf: string): Promise<MatchedAlert[]> {
  return db.query<MatchedAlert>(
    `select user_id, kind, tmdb_id, provider_name, to_char(event_date, 'YYYY-MM-DD') as event_date,
       title
     from public.match_alerts($1::date) order by kind, tmdb_id`,
    [asOf],
  );
}
