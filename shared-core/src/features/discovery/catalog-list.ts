import type { TmdbContent } from '../content/content-types';
import type { MediaType } from '../content/media-type';

/** A TMDB v3 paged list of movies and/or TV shows. */
export interface CatalogList {
  page: number;
  total_pages: number;
  total_results: number;
  results: TmdbContent[];
  /** The offline catalog's search: its first title is not named by the query (a typo, part of a name). */
  x_partial?: true;
}

const isMediaType = (value: unknown): value is MediaType => value === 'movie' || value === 'tv';

/**
 * Checks a list answer (it must hold a results array) and keeps movies and TV shows only,
 * each labelled with its media type (`/{type}/popular` and `/discover/{type}` do not say it).
 */
export function parseCatalogList(raw: unknown, label: string, mediaType?: MediaType): CatalogList {
  const body = (raw ?? {}) as Partial<CatalogList>;
  if (!Array.isArray(body.results)) {
    throw new Error(`Invalid ${label} data format received from API`);
  }
  const results = body.results
    .map((item) => (mediaType ? { ...item, media_type: mediaType } : item))
    .filter((item) => isMediaType(item.media_type));
  return {
    page: body.page ?? 1,
    total_pages: body.total_pages ?? 1,
    total_results: body.total_results ?? results.length,
    results,
    ...(body.x_partial === true && { x_partial: true }),
  };
}
