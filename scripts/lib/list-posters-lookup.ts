// The list pages' first posters for the page server (list-first-posters.ts), from the catalog the
// app uses: both popular lists and the image base, read with a short timeout. A recent answer is
// served at once while the next read runs, so a page seldom waits on the catalog, and never for
// longer than the timeout. Web-standard APIs only (fetch, AbortSignal), for edge functions too.
import {
  catalogReader,
  FAILED_MS,
  imageBaseLookup,
  type CatalogLookupOptions,
} from './catalog-fetch.js';
import { discoverFirstPosters, homeFirstPosters } from './list-first-posters.js';

/** Each list page's first posters' URLs, or null where the page server should paint nothing. */
export interface ListPosters {
  home: string[] | null;
  discover: string[] | null;
}
export type ListPostersLookup = () => Promise<ListPosters>;

/** Popular lists move through the day: an answer up to a minute old is served as it is... */
const FRESH_MS = 60_000;
/** ...one up to 10 minutes old while the next read runs; an older one waits for that read. */
const STALE_MS = 10 * 60_000;

interface Answer {
  posters: ListPosters;
  at: number;
  failed: boolean;
}

export function createListPostersLookup(options: CatalogLookupOptions): ListPostersLookup {
  const now = options.now ?? Date.now;
  const getJson = catalogReader(options);
  const imageBaseUrl = options.imageBaseUrl ?? imageBaseLookup(getJson, now);
  let last: Answer | undefined;
  let reading: Promise<ListPosters> | undefined;

  // A list that cannot be read is null, as one that is not there: each page needs its own lists.
  const readList = (path: string) => getJson(path).catch(() => null);
  const read = async (): Promise<ListPosters> => {
    const [base, movies, shows] = await Promise.all([
      imageBaseUrl(),
      readList('/3/movie/popular?page=1'),
      readList('/3/tv/popular?page=1'),
    ]);
    const today = new Date(now());
    // Discover's row is the movies alone: a failing TV list costs home its paint, not Discover.
    const posters = {
      home: base && movies && shows ? homeFirstPosters(movies, shows, base, today) : null,
      discover: base && movies ? discoverFirstPosters(movies, base, today) : null,
    };
    last = { posters, at: now(), failed: !base || !movies || !shows };
    return posters;
  };

  return async () => {
    const age = last ? now() - last.at : Infinity;
    if (last && age < (last.failed ? FAILED_MS : FRESH_MS)) return last.posters;
    reading ??= read().finally(() => (reading = undefined));
    return last && !last.failed && age < STALE_MS ? last.posters : reading;
  };
}
