import type { MediaType } from './media-type';
import type { ContentDetail, ContentItem, ContentRating, TmdbContent } from './content-types';
import { imageUrl, PLACEHOLDER_IMAGES, relativeImagePath } from './image-url';

export interface MapContentOptions {
  /** `images.secure_base_url` from the catalog's `/configuration`. */
  imageBaseUrl: string;
  /** For answers that do not say (details, `/{type}/popular`). */
  mediaType?: MediaType;
}

export const ERROR_ITEM_TITLE = 'Error loading movie data';

function mediaTypeOf(raw: TmdbContent, fallback?: MediaType): MediaType {
  if (raw.media_type === 'movie' || raw.media_type === 'tv') return raw.media_type;
  if (fallback) return fallback;
  return raw.first_air_date !== undefined || (raw.name && !raw.title) ? 'tv' : 'movie';
}

/** Ids from a list result or a detail; names only from a detail, in the language it was asked in. */
function genresOf(raw: TmdbContent): Pick<ContentItem, 'genres' | 'genre_ids'> {
  if (raw.genres?.length) {
    return {
      genres: raw.genres.map((genre) => genre.name),
      genre_ids: raw.genres.map((genre) => genre.id),
    };
  }
  return { genres: [], genre_ids: raw.genre_ids ?? [] };
}

const positive = (value: number | null | undefined) =>
  typeof value === 'number' && value > 0 ? value : 0;

/**
 * Each rating from its true source: IMDb only from `x_imdb_rating`, Rotten Tomatoes only from
 * `x_rotten_tomatoes`, TMDB's user score (`vote_average`) only when neither is present (TMDB mode).
 */
function ratingOf(raw: TmdbContent): ContentRating {
  const imdb = positive(raw.x_imdb_rating);
  const rottenTomatoes = Math.round(positive(raw.x_rotten_tomatoes));
  const fromWatchWhere = raw.x_imdb_rating != null || raw.x_rotten_tomatoes != null;
  return { imdb, rottenTomatoes, tmdb: fromWatchWhere ? 0 : positive(raw.vote_average) };
}

/** The one rating a card shows: IMDb, else TMDB's user score, else Rotten Tomatoes; null for none. */
export function cardRating(
  rating: ContentRating,
): { source: keyof ContentRating; value: number } | null {
  if (rating.imdb > 0) return { source: 'imdb', value: rating.imdb };
  if (rating.tmdb > 0) return { source: 'tmdb', value: rating.tmdb };
  if (rating.rottenTomatoes > 0) return { source: 'rottenTomatoes', value: rating.rottenTomatoes };
  return null;
}

function yearOf(date: string | null): number | null {
  const year = date ? Number.parseInt(date.slice(0, 4), 10) : Number.NaN;
  return Number.isFinite(year) ? year : null;
}

function mapItem(raw: TmdbContent, options: MapContentOptions): ContentItem {
  if (typeof raw.id !== 'number') throw new TypeError(`content without a numeric id: ${raw.id}`);
  const mediaType = mediaTypeOf(raw, options.mediaType);
  const releaseDate = (mediaType === 'tv' ? raw.first_air_date : raw.release_date) || null;
  return {
    id: raw.id,
    title: (mediaType === 'tv' ? raw.name : raw.title) || raw.title || raw.name || 'Unknown Title',
    overview: raw.overview ?? '',
    poster_path: imageUrl(raw.poster_path, 'poster', options.imageBaseUrl),
    tmdb_poster_path: relativeImagePath(raw.poster_path),
    backdrop_path: imageUrl(raw.backdrop_path, 'backdrop', options.imageBaseUrl),
    release_year: yearOf(releaseDate),
    media_type: mediaType,
    ...genresOf(raw),
    rating: ratingOf(raw),
    runtime: mediaType === 'movie' ? (raw.runtime ?? 0) : 0,
    ...(mediaType === 'tv' ? { seasons: raw.number_of_seasons || 1 } : {}),
    popularity: raw.popularity ?? 0,
    mediaInfo: { releaseDate },
  };
}

function errorItem(raw: unknown): ContentItem {
  const id = (raw as { id?: unknown } | null)?.id;
  return {
    id: typeof id === 'number' ? id : 0,
    title: ERROR_ITEM_TITLE,
    overview: '',
    poster_path: PLACEHOLDER_IMAGES.poster,
    tmdb_poster_path: null,
    backdrop_path: PLACEHOLDER_IMAGES.backdrop,
    release_year: null,
    media_type: 'movie',
    genres: [],
    genre_ids: [],
    rating: { imdb: 0, rottenTomatoes: 0, tmdb: 0 },
    runtime: 0,
    popularity: 0,
    mediaInfo: { releaseDate: null },
  };
}

/** TMDB result → content item; a malformed result gives the 'Error loading movie data' item. */
export function toContentItem(raw: TmdbContent, options: MapContentOptions): ContentItem {
  try {
    return mapItem(raw, options);
  } catch (error) {
    console.error('Could not map content item', error);
    return errorItem(raw);
  }
}

/**
 * TMDB detail response → the detail page's item, with tagline and homepage. A detail states only
 * what the catalog knows: a show whose number of seasons is missing or 0 has no `seasons`.
 */
export function toContentDetail(raw: TmdbContent, options: MapContentOptions): ContentDetail {
  const { seasons, ...item } = toContentItem(raw, options);
  if (item.title === ERROR_ITEM_TITLE) return { ...item, tagline: '', homepage: '' };
  return {
    ...item,
    ...(seasons !== undefined && positive(raw.number_of_seasons) > 0 ? { seasons } : {}),
    tagline: raw.tagline?.trim() ?? '',
    homepage: raw.homepage ?? '',
  };
}
