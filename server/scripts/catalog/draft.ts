import type { CatalogTitle } from '../../src/catalog/catalog-types.js';
import type { Family } from './families.js';

/** A title before ids, availability and ranks are assigned. */
export type DraftTitle = Omit<CatalogTitle, 'watch' | 'ranks' | 'id' | 'directors'> & {
  /** Stable key that seeds every synthesised value and a synthetic id. */
  key: string;
  /** Real TMDB id when the source has one. */
  tmdbId?: number;
  family: Family;
  directorNames?: string[];
  /** Real past streaming listings (bangumi-data site names). */
  listings?: string[];
  /** The first day (UTC) each of those sites listed the series, where bangumi-data gives one. */
  listingBegins?: Record<string, string>;
};
