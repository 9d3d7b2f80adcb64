import { dayNumber, dayString } from '../catalog/clock.js';
import { REGION_CODES } from '../catalog/constants/regions.js';
import type { CatalogSource, RequestContext } from '../catalog/http/catalog-request.js';
import { PARSERS } from '../catalog/http/parse-request.js';
import type { Queryable } from '../db/database.js';
import { snapshotStoreOver } from '../../../supabase/functions/_shared/alert-database.ts';
import type { RunDeadline } from '../../../supabase/functions/_shared/run-deadline.ts';
import {
  recordSnapshotBatches,
  type ProvidersBody,
  type SnapshotProgress,
} from '../../../supabase/functions/_shared/snapshot-batches.ts';
import { sqlCaller } from './sql-caller.js';

/** How far back and ahead of the run's day changes are recorded (the matching rules' reach). */
const DAYS_BEFORE = 7;
const DAYS_AFTER = 14;

interface ChangesPage {
  results: unknown[];
  total_pages: number;
}

/**
 * Brings the catalog's availability changes around `asOf` into public.availability_changes and
 * says how many rows were new. The offline catalog lists its changes (`/ww/changes`) for every
 * country a member lives in; real TMDB has no such list, so the providers of every watched title
 * are snapshotted each day, until `deadline`, and the database turns the difference from the last
 * snapshot into changes.
 */
export async function recordCatalogChanges(
  db: Queryable,
  source: CatalogSource,
  asOf: string,
  deadline: RunDeadline,
): Promise<{ recorded: number; complete: boolean }> {
  const context: RequestContext = { imageBaseUrl: '', today: asOf, language: 'en' };
  if (!source.sample) return recordSnapshotChanges(db, source, context, asOf, deadline);
  return { recorded: await recordListedChanges(db, source, context, asOf), complete: true };
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

/** TMDB mode: the watched titles' providers, batch by batch (shared with the edge function). */
function recordSnapshotChanges(
  db: Queryable,
  source: CatalogSource,
  context: RequestContext,
  asOf: string,
  deadline: RunDeadline,
): Promise<SnapshotProgress> {
  return recordSnapshotBatches({
    store: snapshotStoreOver(sqlCaller(db)),
    asOf,
    lookUp: (title) =>
      source.handle(
        PARSERS.watchProviders({ type: title.media_type, id: String(title.tmdb_id) }),
        context,
      ) as Promise<ProvidersBody>,
    deadline,
  });
}
