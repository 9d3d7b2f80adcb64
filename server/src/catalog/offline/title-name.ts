import type { AppLocale } from '../../../../supabase/functions/_shared/app-locales.ts';
import type { CatalogTitle } from '../catalog-types.js';

/**
 * A title's name in a language: its original title where it was made in that language
 * (千と千尋の神隠し in Japanese, Lola rennt in German), else the catalog's title. No other
 * translation exists offline, and none is made up.
 */
export function titleNameIn(title: CatalogTitle, locale: AppLocale): string {
  if (locale === 'en' || !title.original_title) return title.title;
  return title.lang === locale.split('-')[0] ? title.original_title : title.title;
}
