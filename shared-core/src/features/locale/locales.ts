import {
  APP_LOCALES,
  PSEUDO_LOCALE,
  type AppLocale,
  type DisplayLocale,
} from '../../../../supabase/functions/_shared/app-locales.ts';

// The six languages and the pseudo-locale are written once, beside the backend's code.
export { APP_LOCALES, PSEUDO_LOCALE, type AppLocale, type DisplayLocale };

export const DEFAULT_LOCALE: AppLocale = 'en';

/** The country a language is first spoken in, the default country of a visitor with no other hint. */
export const LOCALE_REGIONS: Record<AppLocale, string> = {
  en: 'US',
  de: 'DE',
  fr: 'FR',
  ja: 'JP',
  ko: 'KR',
  'pt-BR': 'BR',
};

export const isLocale = (value: unknown): value is AppLocale =>
  APP_LOCALES.includes(value as AppLocale);

/** A locale's path segment: `pt-BR` → `pt-br`. */
export const localeSegment = (locale: DisplayLocale) => locale.toLowerCase();

/** The locale a path segment names, in any letter case (`DE`, `pt-BR`), or null. */
export function localeOfSegment(segment: string, pseudoLocale = false): DisplayLocale | null {
  const lower = segment.toLowerCase();
  if (pseudoLocale && lower === PSEUDO_LOCALE.toLowerCase()) return PSEUDO_LOCALE;
  return APP_LOCALES.find((locale) => localeSegment(locale) === lower) ?? null;
}
