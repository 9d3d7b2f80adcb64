// The catalog lookups behind link previews: a title's details and the catalog's image base, each
// with a short timeout and a bounded cache, so a slow or failing catalog never holds a page back
// for longer than the timeout. Web-standard APIs only (fetch, AbortSignal), for edge functions too.
import type { CatalogTitleDetails, TitleKey, TitleLookup } from './share-preview.js';

export interface TitleLookupOptions {
  /** The catalog's base URL, as the app's `config.json` names it (`…/catalog`). */
  catalogUrl: string;
  /** How long one lookup may take before the page goes out without a preview (default 800 ms). */
  timeoutMs?: number;
  /** Titles kept (default 500): the cache stays bounded whatever ids are asked for. */
  maxEntries?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** How long an answer is reused: a title for 10 minutes, an unknown id for 1, a failure for 10 s. */
const FOUND_MS = 10 * 60_000;
const NOT_FOUND_MS = 60_000;
const FAILED_MS = 10_000;
const CONFIGURATION_MS = 24 * 60 * 60_000;

type Outcome<T> = { value: T | null; expires: number };

/** A bounded cache of promised outcomes: concurrent lookups of one key share one request. */
function outcomeCache<T>(maxEntries: number, now: () => number) {
  const entries = new Map<string, Promise<Outcome<T>>>();
  return async (key: string, load: () => Promise<Outcome<T>>): Promise<T | null> => {
    const cached = entries.get(key);
    if (cached) {
      const outcome = await cached;
      if (outcome.expires > now()) return outcome.value;
      if (entries.get(key) === cached) entries.delete(key);
    }
    const pending = load();
    entries.set(key, pending);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return (await pending).value;
  };
}

/** Looks titles up in the catalog for `shellHeadFor`; never throws. */
export function createTitleLookup(options: TitleLookupOptions): TitleLookup {
  const base = options.catalogUrl.replace(/\/+$/, '');
  const fetchFn = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 800;
  const titles = outcomeCache<CatalogTitleDetails>(options.maxEntries ?? 500, now);
  const configuration = outcomeCache<string>(1, now);

  /** A JSON object from the catalog; null for a 404 (cached longer), throws on anything else. */
  async function getJson(path: string): Promise<Record<string, unknown> | null> {
    const response = await fetchFn(`${base}${path}`, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`catalog answered ${response.status}`);
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new Error('catalog answered no object');
    }
    return body as Record<string, unknown>;
  }

  const details = (key: TitleKey) =>
    titles(`${key.mediaType}/${key.id}`, async () => {
      try {
        const body = await getJson(`/3/${key.mediaType}/${key.id}?append_to_response=credits`);
        return { value: body, expires: now() + (body ? FOUND_MS : NOT_FOUND_MS) };
      } catch {
        return { value: null, expires: now() + FAILED_MS };
      }
    });

  const imageBaseUrl = () =>
    configuration('configuration', async () => {
      try {
        const body = await getJson('/3/configuration');
        const images = body?.images as { secure_base_url?: unknown } | undefined;
        const url = typeof images?.secure_base_url === 'string' ? images.secure_base_url : null;
        return { value: url, expires: now() + (url ? CONFIGURATION_MS : FAILED_MS) };
      } catch {
        return { value: null, expires: now() + FAILED_MS };
      }
    });

  return async (key) => {
    const [title, images] = await Promise.all([details(key), imageBaseUrl()]);
    return title ? { key, details: title, imageBaseUrl: images ?? undefined } : null;
  };
}
