// The posters of the list pages' first rows, chosen as the app chooses them: home's "Popular
// Right Now" (both popular lists merged by popularity, 20 kept) and Discover's "Popular Movies"
// (the popular movies in the catalog's order); titles dated after today (UTC) left out, the first
// two of the rest. This server code cannot import the app's CommonJS sources: a test holds the
// choice to shared-core's `parseCatalogList`, `mergePopular`, `toContentItem` and
// `isReleasedByToday`.
import { imageUrl } from './share-preview.js';

/** As mf-discovery's `PRIORITY_POSTERS`: the posters a phone shows side by side. */
const FIRST_POSTERS = 2;
const MERGED_POPULAR_SIZE = 20;
const POSTER_SIZE = 'w500';
/** shared-core's relative image path, with its slash: anything else shows a placeholder. */
const RELATIVE_IMAGE_PATH = /^\/[A-Za-z0-9_-]+\.[A-Za-z0-9]{2,5}$/;

interface ListEntry {
  popularity: number;
  releaseDate: string | null;
  poster: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isTextOrNothing = (value: unknown) =>
  value === undefined || value === null || typeof value === 'string';

/**
 * Whether the app maps the entry to a card of its own rather than its error card: every field its
 * mapping reads has the type TMDB gives it (a list of genre objects, paths as text).
 */
function mapsToACard(raw: Record<string, unknown>, dateField: string): boolean {
  const { genres, genre_ids: genreIds } = raw;
  return (
    typeof raw.id === 'number' &&
    (raw.popularity == null || typeof raw.popularity === 'number') &&
    isTextOrNothing(raw[dateField]) &&
    isTextOrNothing(raw.poster_path) &&
    isTextOrNothing(raw.backdrop_path) &&
    (genres == null || (Array.isArray(genres) && genres.every(isObject))) &&
    (genreIds == null || Array.isArray(genreIds))
  );
}

/** A list's entries, or null for anything the app would show otherwise (an error card, a fallback). */
function entriesOf(body: unknown, dateField: 'release_date' | 'first_air_date') {
  const results = (body as { results?: unknown } | null)?.results;
  if (!Array.isArray(results)) return null;
  const entries: ListEntry[] = [];
  for (const raw of results as unknown[]) {
    if (!isObject(raw) || !mapsToACard(raw, dateField)) return null;
    entries.push({
      popularity: (raw.popularity as number | null | undefined) ?? 0,
      releaseDate: (raw[dateField] as string | null | undefined) || null,
      poster: raw.poster_path,
    });
  }
  return entries;
}

/**
 * The first released entries' poster URLs, or null when the row would show anything else first:
 * fewer released titles, or a title without its own artwork.
 */
function firstPosters(entries: ListEntry[], imageBaseUrl: string, now: Date): string[] | null {
  const today = now.toISOString().slice(0, 10);
  const posters = entries
    .filter((entry) => !entry.releaseDate || entry.releaseDate.slice(0, 10) <= today)
    .slice(0, FIRST_POSTERS)
    .map((entry) =>
      typeof entry.poster === 'string' && RELATIVE_IMAGE_PATH.test(entry.poster)
        ? imageUrl(imageBaseUrl, POSTER_SIZE, entry.poster)
        : undefined,
    );
  return posters.length === FIRST_POSTERS && posters.every(Boolean) ? (posters as string[]) : null;
}

/** Home's first posters (both popular lists), or null when it would show anything else first. */
export function homeFirstPosters(
  movies: unknown,
  shows: unknown,
  imageBaseUrl: string,
  now = new Date(),
): string[] | null {
  const movieEntries = entriesOf(movies, 'release_date');
  const showEntries = entriesOf(shows, 'first_air_date');
  if (!movieEntries || !showEntries) return null;
  const merged = [...movieEntries, ...showEntries]
    .sort((a, b) => b.popularity - a.popularity)
    .slice(0, MERGED_POPULAR_SIZE);
  return firstPosters(merged, imageBaseUrl, now);
}

/** Discover's first posters (popular movies), or null when it would show anything else first. */
export function discoverFirstPosters(
  movies: unknown,
  imageBaseUrl: string,
  now = new Date(),
): string[] | null {
  const entries = entriesOf(movies, 'release_date');
  return entries && firstPosters(entries, imageBaseUrl, now);
}
