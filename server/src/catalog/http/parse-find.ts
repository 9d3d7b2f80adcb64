import { invalidFindParameter } from './catalog-error.js';
import type { CatalogRequest, Query } from './catalog-request.js';
import { pickParams } from './parse-params.js';

/** An IMDb id as IMDb writes it: `tt` (a title) or `nm` (a person), then 7 to 10 digits. */
const IMDB_ID = /^(tt|nm)\d{7,10}$/i;

/**
 * `/3/find/{external_id}?external_source=imdb_id`, TMDB's lookup by another site's id: IMDb ids
 * only (the ids the app's imports carry), any other source or a malformed id a 400.
 */
export function parseFind(params: { external_id?: string }, raw: Query): CatalogRequest {
  const query = pickParams(raw, ['external_source']);
  if (query.external_source !== 'imdb_id') {
    throw invalidFindParameter(
      'external_source must be imdb_id, the one source this catalog finds by.',
    );
  }
  const id = params.external_id ?? '';
  if (!IMDB_ID.test(id)) {
    throw invalidFindParameter(
      'external_id must be an IMDb id like tt0133093 (tt or nm, then 7 to 10 digits).',
    );
  }
  const imdbId = id.toLowerCase();
  return { kind: 'find', imdbId, path: `/find/${imdbId}`, query };
}
