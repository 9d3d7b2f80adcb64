import { catalogClock } from './clock.js';
import type { MediaType } from './catalog-types.js';
import { CatalogError } from './http/catalog-error.js';
import type { CatalogSource } from './http/catalog-request.js';
import { PARSERS } from './http/parse-request.js';

/** What the backend itself records about a title: its name and relative poster path. */
export interface CatalogTitleSummary {
  title: string;
  poster_path: string | null;
}

/** A title's name and poster from the catalog, or undefined when the catalog has no such title. */
export type TitleLookup = (type: MediaType, id: number) => Promise<CatalogTitleSummary | undefined>;

interface DetailsBody {
  title?: unknown;
  name?: unknown;
  poster_path?: unknown;
}

const RELATIVE_IMAGE_PATH = /^\/[A-Za-z0-9_-]+\.[A-Za-z0-9]{2,5}$/;

/** Looks titles up in the same catalog source the /catalog routes answer from (no HTTP round trip). */
export function titleLookupFor(source: CatalogSource): TitleLookup {
  return async (type, id) => {
    const request = PARSERS.details({ type, id: String(id) }, {});
    let body: DetailsBody;
    try {
      // A title's name and poster do not change with the day: any day will do.
      const context = { imageBaseUrl: '', today: catalogClock()(), language: 'en' as const };
      body = (await source.handle(request, context)) as DetailsBody;
    } catch (error) {
      if (error instanceof CatalogError && error.statusCode === 404) return undefined;
      throw error;
    }
    const title = type === 'tv' ? body.name : body.title;
    if (typeof title !== 'string' || title.trim() === '') return undefined;
    const poster = body.poster_path;
    return {
      title: title.slice(0, 500),
      poster_path: typeof poster === 'string' && RELATIVE_IMAGE_PATH.test(poster) ? poster : null,
    };
  };
}
