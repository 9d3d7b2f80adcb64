import pLimit from 'p-limit';
import { dayNumber, dayString } from '../catalog/clock.js';
import { REGION_CODES } from '../catalog/constants/regions.js';
import type { CatalogSource, RequestContext } from '../catalog/http/catalog-request.js';
import { PARSERS } from '../catalog/http/parse-request.js';
import type { Queryable } from '../db/database.js';

/** How far back and ahead of the run's day changes are recorded (the matching rules' reach). */
const DAYS_BEFORE = 7;
const DAYS_AFTER = 14;
/** TMDB mode: watch-provider calls in flight at once. */
const TMDB_CONCURRENCY = 4;
const MONETIZATIONS = ['flatrate', 'free', 'ads', 'rent', 'buy'] as const;

interface ChangesPage {
  results: unknown[];
  total_pages: number;
}

type ProviderEntry = { provider_id: number; provider_name: string };
type ProvidersBody = { results?: Record<string, Partial<Record<string, ProviderEntry[]>>> };

/**
 * Brings the catalog's availability changes around `asOf` into public.availability_changes and
 * returns how many rows were new. The offline catalog lists its changes (`/ww/changes`) for every
 * country a member lives in; real TMDB has no such list, so the providers of every watched title
 * are snapshotted each day and the database turns the difference from the last snapshot into
 * changes.
 */
export async function recordCatalogChanges(
  db: Queryable,
  source: CatalogSource,
  asOf: string,
): Promise<number> {
  const context: RequestContext = { imageBaseUrl: '', today: asOf, language: 'en' };
  return source.sample
    ? recordListedChanges(db, source, context, asOf)
    : recordSnapshotChanges(db, source, context, asOf);
}

async function recordListedChanges(
  db: Queryable,
  source: CatalogSource,
  context: RequestContext,
  asOf: string,
): Promise<number> {
  const [{ regions } = { regions: [] }] = await db.query<{ regions: string[] }>(
    'select public.alert_countries() as regions',
  );
  const from = dayString(dayNumber(asOf) - DAYS_BEFORE);
  const to = dayString(dayNumber(asOf) + DAYS_AFTER);
  let recorded = 0;
  for (const region of regions.filter((code) => (REGION_CODES as string[]).includes(code))) {
    for (let page = 1, pages = 1; page <= pages; page++) {
      const request = PARSERS.changes({}, { region, from, to, page: String(page) });
      const body = (await source.handle(request, context)) as ChangesPage;
      pages = body.total_pages;
      recorded += await insertChanges(db, body.results);
    }
  }
  return recorded;
}

async function insertChanges(db: Queryable, rows: unknown[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.query(
    `insert into public.availability_changes (media_type, tmdb_id, title, poster_path, popularity,
       provider_id, provider_name, region, monetization, change, change_date)
     select media_type, id, title, poster_path, coalesce(popularity, 0), provider_id, provider_name,
       region, monetization, change, date
     from jsonb_to_recordset($1::jsonb) as r(media_type text, id integer, title text,
       poster_path text, popularity real, provider_id integer, provider_name text, region text,
       monetization text, change text, date date)
     on conflict do nothing
     returning 1`,
    [JSON.stringify(rows)],
  );
  return inserted.length;
}

interface WatchedTitle {
  media_type: 'movie' | 'tv';
  tmdb_id: number;
  title: string;
  poster_path: string | null;
}

async function recordSnapshotChanges(
  db: Queryable,
  source: CatalogSource,
  context: RequestContext,
  asOf: string,
): Promise<number> {
  const [{ watched } = { watched: [] }] = await db.query<{ watched: WatchedTitle[] }>(
    'select public.alert_watched_titles() as watched',
  );
  const limit = pLimit(TMDB_CONCURRENCY);
  await Promise.all(
    watched.map((title) =>
      limit(async () => {
        const request = PARSERS.watchProviders({
          type: title.media_type,
          id: String(title.tmdb_id),
        });
        // A failed lookup records no snapshot, so it can't be mistaken for every offer leaving.
        const body = await (source.handle(request, context) as Promise<ProvidersBody>).catch(
          () => undefined,
        );
        if (body) await insertSnapshot(db, asOf, title, offersOf(body));
      }),
    ),
  );
  const [row] = await db.query<{ recorded: number }>(
    'select public.record_snapshot_changes($1::date) as recorded',
    [asOf],
  );
  return row?.recorded ?? 0;
}

function offersOf(body: ProvidersBody) {
  return Object.entries(body.results ?? {}).flatMap(([region, offers]) =>
    MONETIZATIONS.flatMap((monetization) =>
      (offers[monetization] ?? []).map((entry) => ({
        region,
        monetization,
        provider_id: entry.provider_id,
        provider_name: entry.provider_name,
      })),
    ),
  );
}

async function insertSnapshot(
  db: Queryable,
  asOf: string,
  title: WatchedTitle,
  offers: ReturnType<typeof offersOf>,
): Promise<void> {
  await db.query(
    `insert into public.availability_snapshot_titles (snapshot_date, media_type, tmdb_id)
     values ($1::date, $2, $3) on conflict do nothing`,
    [asOf, title.media_type, title.tmdb_id],
  );
  await db.query(
    `insert into public.availability_snapshots (snapshot_date, media_type, tmdb_id, title,
       poster_path, region, provider_id, provider_name, monetization)
     select $1::date, $2, $3, $4, $5, region, provider_id, provider_name, monetization
     from jsonb_to_recordset($6::jsonb) as r(region text, provider_id integer,
       provider_name text, monetization text)
     where region ~ '^[A-Z]{2}$'
     on conflict do nothing`,
    [asOf, title.media_type, title.tmdb_id, title.title, title.poster_path, JSON.stringify(offers)],
  );
}
