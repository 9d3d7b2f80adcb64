/**
 * The languages WatchWhere speaks: those of the countries it covers. English is the default and
 * the language every message is written in first; each other one is a path prefix (`/de/…`).
 * `pt-BR` is written `pt-br` in URLs (lower case, as every path segment).
 */
export const LOCALES = ['en', 'de', 'fr', 'ja', 'ko', 'pt-BR'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The test-only pseudo-locale: every message accented and longer, to find text left untranslated
 * or cut off. It is served only where the runtime config allows it (never in production).
 */
export const PSEUDO_LOCALE = 'en-XA';

export type AppLocale = Locale | typeof PSEUDO_LOCALE;

/** The country a language is first spoken in, the default country of a visitor with no other hint. */
export const LOCALE_REGIONS: Record<Locale, string> = {
  en: 'US',
  de: 'DE',
  fr: 'FR',
  ja: 'JP',
  ko: 'KR',
  'pt-BR': 'BR',
};

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** A locale's path segment: `pt-BR` → `pt-br`. */
export const localeSegment = (locale: AppLocale) => locale.toLowerCase();

/** The locale a path segment names, in any letter case (`DE`, `pt-BR`), or null. */
export function localeOfSegment(segment: string, pseudoLocale = false): AppLocale | null {
  const lower = segment.toLowerCase();
  if (pseudoLocale && lower === PSEUDO_LOCALE.toLowerCase()) return PSEUDO_LOCALE;
  return LOCALES.find((locale) => localeSegment(locale) === lower) ?? null;
}
