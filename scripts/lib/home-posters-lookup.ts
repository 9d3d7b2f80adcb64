// Home's first posters for the page server (home-first-posters.ts), from the catalog the app uses:
// both popular lists and the image base, read with a short timeout. A recent answer is served at
// once while the next read runs, so a page seldom waits on the catalog, and never for longer than
// the timeout. Web-standard APIs only (fetch, AbortSignal), for edge functions too.
import {
  catalogReader,
  FAILED_MS,
  imageBaseLookup,
  type CatalogLookupOptions,
} from './catalog-fetch.js';
import { homeFirstPosters } from './home-first-posters.js';

/** The first posters' URLs, or null when the page server should paint nothing for home. */
export type HomePostersLookup = () => Promise<string[] | null>;

/** Popular lists move through the day: an answer up to a minute old is served as it is... */
const FRESH_MS = 60_000;
/** ...one up to 10 minutes old while the next read runs; an older one waits for that read. */
const STALE_MS = 10 * 60_000;

interface Answer {
  posters: string[] | null;
  at: number;
  failed: boolean;
}

export function createHomePostersLookup(options: CatalogLookupOptions): HomePostersLookup {
  const now = options.now ?? Date.now;
  const getJson = catalogReader(options);
  const imageBaseUrl = options.imageBaseUrl ?? imageBaseLookup(getJson, now);
  let last: Answer | undefined;
  let reading: Promise<string[] | null> | undefined;

  const read = async (): Promise<string[] | null> => {
    try {
      const [base, movies, shows] = await Promise.all([
        imageBaseUrl(),
        getJson('/3/movie/popular?page=1'),
        getJson('/3/tv/popular?page=1'),
      ]);
      const failed = !base || !movies || !shows;
      const posters = failed ? null : homeFirstPosters(movies, shows, base, new Date(now()));
      last = { posters, at: now(), failed };
    } catch {
      last = { posters: null, at: now(), failed: true };
    }
    return last.posters;
  };

  return async () => {
    const age = last ? now() - last.at : Infinity;
    if (last && age < (last.failed ? FAILED_MS : FRESH_MS)) return last.posters;
    reading ??= read().finally(() => (reading = undefined));
    return last && !last.failed && age < STALE_MS ? last.posters : reading;
  };
}
