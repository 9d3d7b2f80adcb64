import type { MediaType } from './media-type';

/**
 * Each rating from its true source, 0 where that source has none (the spec maps one vote average
 * to both IMDb and Rotten Tomatoes; docs/spec-departures.md says why this does not).
 */
export interface ContentRating {
  /** IMDb's rating, 0–10: the catalog's `x_imdb_rating`. */
  imdb: number;
  /** Rotten Tomatoes' score, 0–100: the catalog's `x_rotten_tomatoes`. */
  rottenTomatoes: number;
  /** TMDB's user score, 0–10: `vote_average`, only for a title with neither of the above. */
  tmdb: number;
}

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
  /** Genre names, from a detail only (lists carry ids): none when the catalog names none. */
  genres: string[];
  /** TMDB genre ids: what the filters match. */
  genre_ids: number[];
  rating: ContentRating;
  /** Minutes, movies only (0 for TV). */
  runtime: number;
  /** TV only: seasons (1 when a list result does not say; absent when a detail does not say). */
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
  /** WatchWhere extension (offline catalog): the film's real IMDb rating, 0–10, where known. */
  x_imdb_rating?: number | null;
  /** WatchWhere extension (offline catalog): its real Rotten Tomatoes score, 0–100, where known. */
  x_rotten_tomatoes?: number | null;
  runtime?: number | null;
  number_of_seasons?: number | null;
  popularity?: number | null;
  tagline?: string | null;
  homepage?: string | null;
}
