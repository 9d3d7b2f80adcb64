import type { Operations } from 'observability';
import type { AppLocale } from '../../../../supabase/functions/_shared/app-locales.ts';
import type { MediaType } from '../catalog-types.js';

export type Query = Record<string, string>;

/** A title as a request names it: `movie:603`. */
export interface TitleRef {
  type: MediaType;
  id: number;
}

export type Combinator = 'and' | 'or';
export interface IdFilter {
  ids: number[];
  combine: Combinator;
}

export type SortField =
  'popularity' | 'release_date' | 'title' | 'vote_average' | 'vote_count' | 'revenue';

export interface DiscoverFilters {
  page: number;
  sortBy: SortField;
  ascending: boolean;
  withGenres?: IdFilter;
  withoutGenres?: number[];
  region?: string;
  withProviders?: IdFilter;
  withoutProviders?: number[];
  monetization?: string[];
  year?: number;
  dateFrom?: string;
  dateTo?: string;
  voteAverageMin?: number;
  voteAverageMax?: number;
  voteCountMin?: number;
  language?: string;
}

export const APPENDABLE = [
  'credits',
  'videos',
  'images',
  'keywords',
  'release_dates',
  'content_ratings',
  'watch/providers',
] as const;
export type Appendable = (typeof APPENDABLE)[number];

/** One row of an imported list, checked: what it says of a title, or why it cannot be read. */
export type MatchRow =
  | {
      line: number;
      title: string;
      tmdbId?: number;
      mediaType?: MediaType;
      /** An IMDb title id in lower case (`tt0133093`). */
      imdbId?: string;
      year?: number;
    }
  | { line: number | null; invalid: string };

/** A validated catalog call; `path` and `query` are the TMDB v3 call it stands for. */
export type CatalogRequest = { path: string; query: Query } & (
  | { kind: 'search'; text: string; page: number }
  | { kind: 'details'; type: MediaType; id: number; append: Appendable[] }
  | { kind: 'watch-providers'; type: MediaType; id: number }
  | { kind: 'genres'; type: MediaType }
  | { kind: 'popular'; type: MediaType; page: number }
  | { kind: 'trending'; type: MediaType | 'all'; window: 'day' | 'week'; page: number }
  | { kind: 'discover'; type: MediaType; filters: DiscoverFilters }
  | { kind: 'provider-list'; type: MediaType; region?: string }
  | { kind: 'regions' }
  | { kind: 'configuration' }
  | { kind: 'ranks'; type: MediaType; id: number }
  /** `/3/find/{imdb id}?external_source=imdb_id`; the id in lower case. */
  | { kind: 'find'; imdbId: string }
  /** What the catalog covers: `/ww/coverage`. */
  | { kind: 'coverage' }
  | {
      kind: 'changes';
      region: string;
      /** First and last day of the window, YYYY-MM-DD, both included. */
      from: string;
      to: string;
      providers?: number[];
      /** Only arrivals or only departures; both when absent. */
      change?: 'arrival' | 'departure';
      page: number;
    }
  /** `/ww/offers`: the titles' offers in a country over a window (both days included). */
  | { kind: 'offers'; region: string; titles: TitleRef[]; from: string; to: string }
  /** `POST /ww/match`: an imported list's rows, each matched to a catalog title. */
  | { kind: 'match'; rows: MatchRow[] }
);

export type RequestOf<K extends CatalogRequest['kind']> = Extract<CatalogRequest, { kind: K }>;

export interface RequestContext {
  /** Absolute URL of this service's image route, ending in "/". */
  imageBaseUrl: string;
  /** The UTC day (YYYY-MM-DD) offline answers are as of: the server clock's, or WATCHWHERE_NOW's. */
  today: string;
  /** The language names, genres and overviews are written in (the call's `language`). */
  language: AppLocale;
  /** The call's `region` (a country code), passed on to TMDB; offline answers do not vary by it. */
  region?: string;
  /** Called when the answer holds a copy kept from earlier, served because TMDB failed now. */
  markStale?(): void;
}

/** Where catalog data comes from: the offline catalog or real TMDB. */
export interface CatalogSource {
  /** True when responses hold synthesised sample data (marked with `x_sample`). */
  readonly sample: boolean;
  handle(request: CatalogRequest, context: RequestContext): Promise<unknown>;
  /** Prepares what the first requests would otherwise wait for (the offline search index). */
  warm?(): void;
  /** Whether it can answer now (default: yes); `/readyz` names the catalog while it cannot. */
  ready?(): boolean;
  /** Reports to a server's metrics and log (TMDB: its calls, circuit and pauses). */
  observe?(operations: Operations): void;
}
