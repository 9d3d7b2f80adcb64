import type { AppLocale } from '../../../../supabase/functions/_shared/app-locales.ts';
import type { MediaType } from '../catalog-types.js';
import { formatCatalogMessage, type CatalogMessageId } from '../words/catalog-messages.js';

export interface Genre {
  id: number;
  name: string;
}

/** TMDB's genre ids by type, in the order of TMDB's English lists. */
const GENRE_IDS: Record<MediaType, readonly number[]> = {
  movie: [
    28, 12, 16, 35, 80, 99, 18, 10751, 14, 36, 27, 10402, 9648, 10749, 878, 10770, 53, 10752, 37,
  ],
  tv: [10759, 16, 35, 80, 99, 18, 10751, 10762, 9648, 10763, 10764, 10765, 10766, 10767, 10768, 37],
};

/** A genre's name in a language (its words are in `words/catalog-messages.ts`). */
export const genreName = (id: number, locale: AppLocale): string =>
  formatCatalogMessage(locale, `genre.${id}` as CatalogMessageId);

/** TMDB's genre list of a type, named in a language. */
export function genresOf(type: MediaType, locale: AppLocale): Genre[] {
  return GENRE_IDS[type].map((id) => ({ id, name: genreName(id, locale) }));
}
