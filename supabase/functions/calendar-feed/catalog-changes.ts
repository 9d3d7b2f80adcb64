// The catalog as the feed reads it over HTTP at CATALOG_URL, as send-alerts does: its day
// (/ww/today) and a country's list of changes (/ww/changes; a catalog backed by TMDB answers 404:
// it knows nothing ahead; a country it does not cover, 400). CATALOG_INTERNAL_TOKEN exempts these
// calls from the catalog's per-client limit.
import { isCalendarDay } from '../_shared/calendar-day.ts';
import { withInternalToken } from '../_shared/internal-token.ts';
import type { ChangesPage, ReadChanges } from '../_shared/watchlist-changes.ts';

const TIMEOUT_MS = 10_000;

export interface CatalogReader {
  readChanges: ReadChanges;
  today(): Promise<string>;
}

/** The catalog at `base` as the feed reads it. */
export function catalogReader(base: string, internalToken: string | undefined): CatalogReader {
  const root = base.replace(/\/+$/, '');
  const get = (path: string) =>
    fetch(`${root}${path}`, {
      headers: withInternalToken({}, internalToken),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  const failed = async (path: string, response: Response) => {
    await response.body?.cancel();
    return new Error(`The catalog answered ${path.split('?')[0]} with ${response.status}`);
  };
  /** Whether the catalog covers a country: it refuses to list changes anywhere else (400). */
  const covers = async (region: string) => {
    const path = '/3/watch/providers/regions';
    const response = await get(path);
    if (!response.ok) throw await failed(path, response);
    const body = (await response.json()) as { results: { iso_3166_1: string }[] };
    return body.results.some((covered) => covered.iso_3166_1 === region);
  };

  return {
    async readChanges({ region, from, to, page, language }) {
      const query = new URLSearchParams({ region, from, to, page: String(page) });
      if (language !== 'en') query.set('language', language);
      const path = `/ww/changes?${query}`;
      const response = await get(path);
      if (response.ok) return (await response.json()) as ChangesPage;
      // 404: a catalog backed by TMDB, which knows nothing ahead.
      if (response.status === 404 || (response.status === 400 && !(await covers(region)))) {
        await response.body?.cancel();
        return undefined;
      }
      throw await failed(path, response);
    },
    async today() {
      const response = await get('/ww/today');
      const body = response.ok ? ((await response.json()) as { today?: unknown }) : undefined;
      if (!response.ok) await response.body?.cancel();
      const day = body?.today;
      return typeof day === 'string' && isCalendarDay(day)
        ? day
        : new Date().toISOString().slice(0, 10);
    },
  };
}
