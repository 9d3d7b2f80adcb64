// What the page server's catalog lookups share: a bounded cache of promised answers, a JSON reader
// with a timeout, and the catalog's image base. Web-standard APIs only (fetch, AbortSignal), for
// edge functions too.

export interface CatalogFetchOptions {
  /** The catalog's base URL, as the app's `config.json` names it (`…/catalog`). */
  catalogUrl: string;
  /** How long one lookup may take before the page goes out without it (default 800 ms). */
  timeoutMs?: number;
  /** Reads at once (default 8): past it a lookup fails at once and its page goes out without it. */
  maxConcurrent?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** The catalog's image base (`/3/configuration`'s `images.secure_base_url`), or null. */
export type ImageBaseLookup = () => Promise<string | null>;

/** A lookup's options: the catalog, and its image base when another lookup already keeps it. */
export interface CatalogLookupOptions extends CatalogFetchOptions {
  imageBaseUrl?: ImageBaseLookup;
}

export type Outcome<T> = { value: T | null; expires: number };

/**
 * The largest answer read (a title's details with their credits are at most a few hundred KB): a
 * catalog that sends more costs the page its lookup, not the server its memory.
 */
export const MAX_ANSWER_BYTES = 1024 * 1024;

/** How long a failure is remembered: the next page a little later asks again. */
export const FAILED_MS = 10_000;
const CONFIGURATION_MS = 24 * 60 * 60_000;

/** A bounded cache of promised outcomes: concurrent lookups of one key share one request. */
export function outcomeCache<T>(maxEntries: number, now: () => number) {
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

/** The body's text, or a throw once it is longer than `MAX_ANSWER_BYTES` (read no further). */
async function boundedText(response: Response): Promise<string> {
  if (Number(response.headers.get('content-length')) > MAX_ANSWER_BYTES) {
    await response.body?.cancel();
    throw new Error('catalog answer too large');
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.byteLength;
    if (bytes > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw new Error('catalog answer too large');
    }
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text + decoder.decode();
}

/** Reads the catalog: a JSON object, null for a 404, and a throw for anything else. */
export function catalogReader(options: CatalogFetchOptions) {
  const base = options.catalogUrl.replace(/\/+$/, '');
  const fetchFn = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 800;
  const maxConcurrent = options.maxConcurrent ?? 8;
  let reading = 0;
  const read = async (path: string): Promise<Record<string, unknown> | null> => {
    const response = await fetchFn(`${base}${path}`, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`catalog answered ${response.status}`);
    const body: unknown = JSON.parse(await boundedText(response));
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new Error('catalog answered no object');
    }
    return body as Record<string, unknown>;
  };
  return async (path: string): Promise<Record<string, unknown> | null> => {
    // Many ids asked for at once (pages of titles nobody has opened) cannot pile up reads.
    if (reading >= maxConcurrent) throw new Error('catalog busy');
    reading += 1;
    try {
      return await read(path);
    } finally {
      reading -= 1;
    }
  };
}

/** The catalog's image base (`/3/configuration`'s `images.secure_base_url`), kept for a day. */
export function imageBaseLookup(
  getJson: ReturnType<typeof catalogReader>,
  now: () => number,
): ImageBaseLookup {
  const configuration = outcomeCache<string>(1, now);
  return () =>
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
}
