export type MediaType = 'movie' | 'tv';

/** Monetisation codes inside a compact availability entry, e.g. "8f" or "2rb". */
export const MONETIZATION_CODES = {
  f: 'flatrate',
  a: 'ads',
  e: 'free',
  r: 'rent',
  b: 'buy',
} as const;
export type MonetizationCode = keyof typeof MONETIZATION_CODES;
export type MonetizationType = (typeof MONETIZATION_CODES)[MonetizationCode];

/**
 * One title as stored in the compact catalog file. Short keys keep the file small; the API expands
 * these facts into TMDB's shapes at run time.
 */
export interface CatalogTitle {
  /** TMDB id (real for anime series; a reserved range above 90,000,000 for the others). */
  id: number;
  type: MediaType;
  title: string;
  original_title?: string;
  /** Other names searched too (e.g. the Japanese title). */
  aka?: string[];
  lang: string;
  /** Country of origin, where a source says (absent for most films: vega-datasets has none). */
  country?: string;
  /** First release or first air date, YYYY-MM-DD. */
  date: string;
  last_air_date?: string;
  genres: number[];
  /** Derived at build time from real signals only (see scripts/catalog/popularity.ts). */
  popularity: number;
  /** Real IMDb rating (0–10) from vega-datasets, films only; served as `x_imdb_rating`. */
  imdb?: number;
  /** Real IMDb vote count from vega-datasets (what offline `vote_count.gte` filters on). */
  imdb_votes?: number;
  /** Real Rotten Tomatoes score (0–100) from vega-datasets; served as `x_rotten_tomatoes`. */
  rt?: number;
  /** Real running time in minutes; absent when the source lacks it. */
  runtime?: number;
  seasons?: number;
  certification?: string;
  directors?: number[];
  studio?: string;
  budget?: number;
  revenue?: number;
  /** Where the film's story comes from (vega-datasets "Source"), used in the generated overview. */
  source?: string;
  /** Availability per country: provider id + monetisation codes, e.g. { US: ["8f", "2rb"] }. */
  watch: Partial<Record<string, string[]>>;
  /**
   * Real first days of offers, by provider id (anime listings in bangumi-data). Every other offer's
   * start, and every end, comes from the offline calendar (`offline/calendar.ts`), as sample data.
   */
  starts?: Record<string, string>;
  /** Day, week and month rank among titles of the same type (null when not ranked). */
  ranks: [number | null, number | null, number | null];
}

export interface CatalogPerson {
  id: number;
  name: string;
}

export interface CatalogFile {
  meta: {
    version: number;
    sources: { name: string; version: string; license: string; note: string }[];
    sample_notice: string;
    counts: { movie: number; tv: number; person: number };
  };
  titles: CatalogTitle[];
  people: CatalogPerson[];
}
