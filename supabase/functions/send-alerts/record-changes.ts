// Brings the catalog's availability changes around a day into public.availability_changes, as the
// local backend's server/src/alerts/record-changes.ts does, reading the catalog over HTTP at
// CATALOG_URL. Which way is the catalog's to say: the offline catalog lists its changes
// (/ww/changes), page by page, for every country a member lives in; a catalog backed by real TMDB
// answers /ww/changes with 404 (TMDB keeps no history), so the watch providers of every watched
// title are snapshotted each day, batch by batch until the run's deadline
// (_shared/snapshot-batches.ts), and the database turns the difference from a title's previous
// snapshot into changes.
import type { SupabaseClient } from '@supabase/supabase-js';
import { snapshotStoreOver, type CallDatabase } from '../_shared/alert-database.ts';
import { mapPooled } from '../_shared/map-pooled.ts';
import type { RunDeadline } from '../_shared/run-deadline.ts';
import { recordSnapshotBatches, type ProvidersBody } from '../_shared/snapshot-batches.ts';
import { withInternalToken } from '../_shared/internal-token.ts';

/** How far back and ahead of the run's day changes are recorded (the matching rules' reach). */
const DAYS_BEFORE = 7;
const DAYS_AFTER = 14;
/** Catalog requests in flight at once. */
const CONCURRENCY = 4;
/** Rows a single insert sends. */
const INSERT_CHUNK = 500;
const DAY_MS = 86_400_000;

export class CatalogUnavailable extends Error {}

interface ListedChange {
  media_type: 'movie' | 'tv';
  id: number;
  title: string;
  poster_path?: string | null;
  popularity?: number | null;
  provider_id: number;
  provider_name: string;
  region: string;
  monetization: string;
  change: 'arrival' | 'departure';
  date: string;
}
type ChangesPage = { results: ListedChange[]; total_pages: number };

/** Says how many changes were new, and whether every stale title was asked before `deadline`. */
export async function recordCatalogChanges(
  admin: SupabaseClient,
  asOf: string,
  deadline: RunDeadline,
): Promise<{ recorded: number; complete: boolean }> {
  const window = { from: shiftDay(asOf, -DAYS_BEFORE), to: shiftDay(asOf, DAYS_AFTER) };
  const listsChanges = (await catalogJson(changesPath('US', window, 1))) !== undefined;
  if (!listsChanges) {
    return recordSnapshotBatches({
      store: snapshotStoreOver(rpcCaller(admin)),
      asOf,
      lookUp: (title) =>
        catalogJson<ProvidersBody>(`/3/${title.media_type}/${title.tmdb_id}/watch/providers`),
      deadline,
    });
  }
  return { recorded: await recordListedChanges(admin, window), complete: true };
}

/** The engine's database functions through the Data API; an error is thrown. */
export function rpcCaller(admin: SupabaseClient): CallDatabase {
  return async <T>(fn: string, args?: Record<string, unknown>) => {
    const { data, error } = await admin.rpc(fn, args);
    if (error) throw new Error(`${fn}: ${error.message}`);
    return data as T;
  };
}

async function recordListedChanges(
  admin: SupabaseClient,
  window: { from: string; to: string },
): Promise<number> {
  const countries = await rpcCaller(admin)<string[]>('alert_countries');
  // The countries the catalog covers; it refuses to list any other.
  const regions = await catalogJson<{ results: { iso_3166_1: string }[] }>(
    '/3/watch/providers/regions',
  );
  const covered = new Set(regions?.results.map((region) => region.iso_3166_1));
  let recorded = 0;
  for (const region of countries.filter((country) => covered.has(country))) {
    const first = await requiredCatalogJson<ChangesPage>(changesPath(region, window, 1));
    const pages = Array.from({ length: first.total_pages - 1 }, (_, index) => index + 2);
    const rest = await mapPooled(pages, CONCURRENCY, async (page) => {
      const body = await requiredCatalogJson<ChangesPage>(changesPath(region, window, page));
      return body.results;
    });
    const rows = [first.results, ...rest].flat().map((change) => ({
      media_type: change.media_type,
      tmdb_id: change.id,
      title: change.title,
      poster_path: change.poster_path ?? null,
      popularity: change.popularity ?? 0,
      provider_id: change.provider_id,
      provider_name: change.provider_name,
      region: change.region,
      monetization: change.monetization,
      change: change.change,
      change_date: change.date,
    }));
    recorded += await insertNew(
      admin,
      'availability_changes',
      rows,
      'media_type,tmdb_id,provider_id,region,monetization,change,change_date',
    );
  }
  return recorded;
}

/** Inserts rows in chunks, skipping those already there; returns how many were new. */
async function insertNew(
  admin: SupabaseClient,
  table: string,
  rows: Record<string, unknown>[],
  key: string,
): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    // Answers only the rows it inserted: a chunk stays below the Data API's max rows.
    const { data, error } = await admin
      .from(table)
      .upsert(rows.slice(start, start + INSERT_CHUNK), { onConflict: key, ignoreDuplicates: true })
      .select(key.split(',')[0]);
    if (error) throw new Error(`${table}: ${error.message}`);
    inserted += data.length;
  }
  return inserted;
}

/** A catalog path's JSON, or undefined when the catalog answers 404. */
async function catalogJson<T>(path: string): Promise<T | undefined> {
  const base = Deno.env.get('CATALOG_URL')!.replace(/\/+$/, '');
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      // The engine's own calls are exempt from the catalog's per-client limit.
      headers: withInternalToken({}, Deno.env.get('CATALOG_INTERNAL_TOKEN') || undefined),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new CatalogUnavailable(`${path}: ${(error as Error).message}`);
  }
  if (response.status === 404) {
    await response.body?.cancel();
    return undefined;
  }
  if (!response.ok) throw new CatalogUnavailable(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

async function requiredCatalogJson<T>(path: string): Promise<T> {
  const body = await catalogJson<T>(path);
  if (body === undefined) throw new CatalogUnavailable(`${path} answered 404`);
  return body;
}

function changesPath(region: string, window: { from: string; to: string }, page: number) {
  return `/ww/changes?${new URLSearchParams({ region, ...window, page: String(page) })}`;
}

/** The UTC day `days` after `day` (YYYY-MM-DD). */
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
