import type { CatalogRequest } from './catalog-request.js';

/** How long each kind of answer may be reused, in seconds: by browsers and by the TMDB proxy's cache. */
export const MAX_AGE_SECONDS: Record<CatalogRequest['kind'], number> = {
  search: 300,
  details: 3600,
  'watch-providers': 3600,
  ranks: 3600,
  find: 3600,
  changes: 3600,
  offers: 3600,
  // A POST, answered for its body: never reused.
  match: 0,
  popular: 1800,
  trending: 1800,
  discover: 1800,
  genres: 86400,
  'provider-list': 86400,
  regions: 86400,
  configuration: 86400,
  coverage: 86400,
};

/** `/ww/today`: short, so a browser never keeps yesterday for long after midnight (UTC). */
export const TODAY_MAX_AGE_SECONDS = 60;

/** A stale answer (TMDB failed; see STALE_HEADER): reused briefly, so a fresh one is asked for soon. */
export const STALE_MAX_AGE_SECONDS = 60;

/** Marks an answer kept from earlier, served because TMDB cannot answer now. */
export const STALE_HEADER = 'x-watchwhere-stale';

export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
