import type { MediaType } from './media-type';

/** A card's worth of a movie or TV show. */
export interface ContentItem {
  id: number;
  title: string;
  overview: string;
  /** The poster's display URL (or the placeholder). */
  poster_path: string;
  /**
   * The catalog's relative poster path ("/abc.jpg"), or null: what the watchlist and popular
   * searches store, never the display URL.
   */
  tmdb_poster_path: string | null;
  backdrop_path: string;
  release_year: number | null;
  media_type: MediaType;
  genres: string[];
  rating: { imdb: number; rottenTomatoes: number };
  /** Minutes, movies only (0 for TV). */
  runtime: number;
  /** TV only. */
  seasons?: number;
  popularity: number;
  mediaInfo: { releaseDate: string | null };
  externalUrl?: string;
}

/** The detail page's item. */
export interface ContentDetail extends ContentItem {
  tagline: string;
  homepage: string;
}

/** The TMDB v3 fields the mapping reads, from list results or a detail response. */
export interface TmdbContent {
  id: number;
  media_type?: string;
  title?: string | null;
  name?: string | null;
  overview?: string | null;
  poster_path?: string | null;
  backdrop_path?: string | null;
  release_date?: string | null;
  first_air_date?: string | null;
  genre_ids?: number[];
  genres?: { id: number; name: string }[];
  vote_average?: number | null;
  runtime?: number | null;
  number_of_seasons?: number | null;
  popularity?: number | null;
  tagline?: string | null;
  homepage?: string | null;
}
