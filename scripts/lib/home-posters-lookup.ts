// Home's first posters for the page server (home-first-posters.ts), from the catalog the app uses:
// both popular lists and the image base, each read with a short timeout and kept a little while,
// so a slow or failing catalog never holds a page back for longer than the timeout. Web-standard
// APIs only (fetch, AbortSignal), for edge functions too.
import {
  catalogReader,
  FAILED_MS,
  imageBaseLookup,
  outcomeCache,
  type CatalogFetchOptions,
} from './catalog-fetch.js';
import { homeFirstPosters } from './home-first-posters.js';

/** The first posters' URLs, or null when the page server should paint nothing for home. */
export type HomePostersLookup = () => Promise<string[] | null>;

/** Popular lists move through the day: a minute old at most, so the app's answer is the same. */
const LISTS_MS = 60_000;

export function createHomePostersLookup(options: CatalogFetchOptions): HomePostersLookup {
  const now = options.now ?? Date.now;
  const getJson = catalogReader(options);
  const imageBaseUrl = imageBaseLookup(getJson, now);
  const lists = outcomeCache<[unknown, unknown]>(1, now);
  const popularLists = () =>
    lists('popular', async () => {
      try {
        const [movies, shows] = await Promise.all([
          getJson('/3/movie/popular?page=1'),
          getJson('/3/tv/popular?page=1'),
        ]);
        return movies && shows
          ? { value: [movies, shows], expires: now() + LISTS_MS }
          : { value: null, expires: now() + FAILED_MS };
      } catch {
        return { value: null, expires: now() + FAILED_MS };
      }
    });
  return async () => {
    const [base, popular] = await Promise.all([imageBaseUrl(), popularLists()]);
    return base && popular ? homeFirstPosters(popular[0], popular[1], base, new Date(now())) : null;
  };
}
