import type { TmdbContent } from '../content/content-types';

/** Catalog answers made offline from synthesised sample data carry this marker. */
export interface SampleMarker {
  x_sample?: boolean;
}

export type TmdbTitleDetails = TmdbContent & SampleMarker;

export interface TmdbWatchProvider {
  provider_id: number;
  provider_name: string;
  logo_path: string | null;
  display_priority?: number;
}

export const MONETIZATION_TYPES = ['flatrate', 'free', 'ads', 'rent', 'buy'] as const;
export type MonetizationType = (typeof MONETIZATION_TYPES)[number];

/** One country's offers: a list per monetisation type, and the JustWatch link. */
export type CountryWatchProviders = Partial<Record<MonetizationType, TmdbWatchProvider[]>> & {
  link?: string;
};

export interface WatchProvidersResponse extends SampleMarker {
  id: number;
  results: Record<string, CountryWatchProviders>;
}

/** Positions in the day, week and month charts (null when not charted). */
export interface TitleRanks {
  '1d': number | null;
  '7d': number | null;
  '30d': number | null;
}
