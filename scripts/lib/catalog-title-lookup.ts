// The catalog lookups behind link previews: a title's details and the catalog's image base, each
// with a short timeout and a bounded cache, so a slow or failing catalog never holds a page back
// for longer than the timeout. Web-standard APIs only (fetch, AbortSignal), for edge functions too.
import {
  catalogReader,
  FAILED_MS,
  imageBaseLookup,
  outcomeCache,
  type CatalogLookupOptions,
} from './catalog-fetch.js';
import {
  previewDetailsOf,
  type CatalogTitleDetails,
  type TitleKey,
  type TitleLookup,
} from './share-preview.js';

export interface TitleLookupOptions extends CatalogLookupOptions {
  /** Titles kept (default 500): the cache stays bounded whatever ids are asked for. */
  maxEntries?: number;
}

/** How long an answer is reused: a title for 10 minutes, an unknown id for 1, a failure for 10 s. */
const FOUND_MS = 10 * 60_000;
const NOT_FOUND_MS = 60_000;

/** Looks titles up in the catalog for `shellHeadFor`; never throws. */
export function createTitleLookup(options: TitleLookupOptions): TitleLookup {
  const now = options.now ?? Date.now;
  const getJson = catalogReader(options);
  const titles = outcomeCache<CatalogTitleDetails>(options.maxEntries ?? 500, now);
  const imageBaseUrl = options.imageBaseUrl ?? imageBaseLookup(getJson, now);

  const details = (key: TitleKey) =>
    titles(`${key.mediaType}/${key.id}`, async () => {
      try {
        const body = await getJson(`/3/${key.mediaType}/${key.id}?append_to_response=credits`);
        return body
          ? { value: previewDetailsOf(body), expires: now() + FOUND_MS }
          : { value: null, expires: now() + NOT_FOUND_MS };
      } catch {
        return { value: null, expires: now() + FAILED_MS };
      }
    });

  return async (key) => {
    const [title, images] = await Promise.all([details(key), imageBaseUrl()]);
    return title ? { key, details: title, imageBaseUrl: images ?? undefined } : null;
  };
}
