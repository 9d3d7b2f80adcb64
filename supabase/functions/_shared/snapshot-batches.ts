// TMDB mode, for the local backend and the send-alerts edge function alike: TMDB keeps no history,
// so the engine looks up the providers of each watched title once a day and the database turns
// the difference from the title's previous snapshot into arrivals and departures. Titles go in
// batches, each stored with its changes in one transaction: a run cut short keeps its batches and
// the next run asks only the titles still without today's snapshot.
import { mapPooled } from './map-pooled.ts';
import type { RunDeadline } from './run-deadline.ts';

/** Titles per batch: one transaction, and the Data API's request stays small. */
const BATCH_SIZE = 100;
/** Lookups in flight at once (the catalog limits TMDB's rate on its side). */
const CONCURRENCY = 4;
const MONETIZATIONS = ['flatrate', 'free', 'ads', 'rent', 'buy'] as const;

export interface WatchedTitle {
  media_type: 'movie' | 'tv';
  tmdb_id: number;
  title: string;
  poster_path: string | null;
}

export interface Offer {
  region: string;
  monetization: string;
  provider_id: number;
  provider_name: string;
}

export type TitleLook = WatchedTitle & { offers: Offer[] };

type ProviderEntry = { provider_id: number; provider_name: string };
/** A watch-providers answer of the catalog (TMDB's shape). */
export type ProvidersBody = {
  results?: Record<string, Partial<Record<string, ProviderEntry[]>>>;
};

/** The database's side (public.alert_countries, alert_stale_titles, store_alert_snapshots…). */
export interface SnapshotStore {
  countries(): Promise<string[]>;
  prune(asOf: string): Promise<number>;
  staleTitles(asOf: string, after: WatchedTitle | null, limit: number): Promise<WatchedTitle[]>;
  /** Stores one batch with the changes it shows; answers how many changes were new. */
  store(asOf: string, looks: TitleLook[]): Promise<number>;
}

export interface SnapshotProgress {
  /** New changes. */
  recorded: number;
  /** Catalog lookups made (TMDB calls, unless the catalog had the answer cached). */
  lookups: number;
  /** False when the deadline came before every stale title was asked. */
  complete: boolean;
}

/**
 * Snapshots every watched title without one of `asOf`, batch after batch, until none is left or
 * the deadline passes. A failed lookup stores nothing (an outage is not every offer leaving); the
 * title stays stale for the next run.
 */
export async function recordSnapshotBatches(options: {
  store: SnapshotStore;
  asOf: string;
  lookUp: (title: WatchedTitle) => Promise<ProvidersBody | undefined>;
  deadline: RunDeadline;
}): Promise<SnapshotProgress> {
  const { store, asOf, lookUp, deadline } = options;
  await store.prune(asOf);
  // The database keeps only these countries too; filtering here keeps each batch's request small.
  const covered = new Set(await store.countries());
  const progress: SnapshotProgress = { recorded: 0, lookups: 0, complete: false };
  let after: WatchedTitle | null = null;
  while (!deadline.passed()) {
    const titles = await store.staleTitles(asOf, after, BATCH_SIZE);
    if (titles.length === 0) return { ...progress, complete: true };
    const looks = await mapPooled(titles, CONCURRENCY, async (title) => {
      progress.lookups += 1;
      const body = await lookUp(title).catch(() => undefined);
      return body && { ...title, offers: offersOf(body, covered) };
    });
    const found = looks.filter((look) => look !== undefined);
    if (found.length > 0) progress.recorded += await store.store(asOf, found);
    after = titles.at(-1)!;
  }
  return progress;
}

function offersOf(body: ProvidersBody, covered: Set<string>): Offer[] {
  return Object.entries(body.results ?? {})
    .filter(([region]) => covered.has(region))
    .flatMap(([region, offers]) =>
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
