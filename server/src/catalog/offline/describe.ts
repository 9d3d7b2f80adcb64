import type { AppLocale } from '../../../../supabase/functions/_shared/app-locales.ts';
import type { CatalogTitle } from '../catalog-types.js';
import { genreName } from '../constants/genres.js';
import {
  CATALOG_MESSAGE_IDS,
  formatCatalogMessage,
  type CatalogMessageId,
} from '../words/catalog-messages.js';

/** A title is anime when it is Japanese animation (a Japanese live-action series is not). */
export function isAnime(title: CatalogTitle): boolean {
  return title.type === 'tv' && title.lang === 'ja' && title.genres.includes(16);
}

/**
 * The overview the sources lack, written in a language from a title's real facts only (genres,
 * year, seasons, director, story source, distributor), so the same title always reads the same.
 */
export function overviewOf(
  title: CatalogTitle,
  directorNames: string[],
  locale: AppLocale,
): string {
  const list = (items: string[]) => listFormatIn(locale).format(items);
  const genres = title.genres.slice(0, 2).map((id) => genreName(id, locale));
  const common = {
    year: title.date.slice(0, 4),
    hasGenres: genres.length > 0 ? 'yes' : 'no',
    genres: list(
      LOWER_CASE_GENRES.has(locale) ? genres.map((name) => name.toLocaleLowerCase(locale)) : genres,
    ),
  };
  if (title.type === 'tv') {
    const id = isAnime(title) ? 'overview.anime' : 'overview.series';
    return capitalise(formatCatalogMessage(locale, id, { ...common, seasons: title.seasons ?? 0 }));
  }
  const source = `source.${title.source}` as CatalogMessageId;
  const knownSource = SOURCE_IDS.has(source);
  return capitalise(
    formatCatalogMessage(locale, 'overview.film', {
      ...common,
      hasDirectors: directorNames.length > 0 ? 'yes' : 'no',
      directors: list(directorNames),
      hasSource: knownSource ? 'yes' : 'no',
      source: knownSource ? formatCatalogMessage(locale, source) : '',
      hasStudio: title.studio ? 'yes' : 'no',
      studio: title.studio?.replace(/\.$/, '') ?? '',
    }),
  );
}

const SOURCE_IDS = new Set(CATALOG_MESSAGE_IDS.filter((id) => id.startsWith('source.')));

const listFormats = new Map<AppLocale, Intl.ListFormat>();

/** "A and B" in a language, made once per language: an overview is written for every list item. */
function listFormatIn(locale: AppLocale): Intl.ListFormat {
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { type: 'conjunction' });
    listFormats.set(locale, format);
  }
  return format;
}

/** Where a genre's name is a common noun, written in lower case mid-sentence (not German's). */
const LOWER_CASE_GENRES = new Set<AppLocale>(['en', 'fr', 'pt-BR']);

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
