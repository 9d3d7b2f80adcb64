// The app's six languages as the backend knows them (profiles.language, the catalog's `language`
// parameter, the mail): one module that the Deno edge functions and the Node server both import.

/**
 * The app's six languages, as `profiles.language` stores them: those of the countries it covers.
 * English is the default and the language every message is written in first; each other one is a
 * path prefix (`/de/…`), `pt-BR` written `pt-br` in URLs.
 */
export const APP_LOCALES = ['en', 'de', 'fr', 'ja', 'ko', 'pt-BR'] as const;
export type AppLocale = (typeof APP_LOCALES)[number];

/** The languages translated from English. */
export const TRANSLATED_LOCALES = APP_LOCALES.filter(
  (locale): locale is Exclude<AppLocale, 'en'> => locale !== 'en',
);

/**
 * The test-only pseudo-locale: every message accented and longer, to find text left untranslated
 * or cut off. It is served only where the runtime config allows it (never in production).
 */
export const PSEUDO_LOCALE = 'en-XA';

/** The language a page is shown in: one of the six, or the pseudo-locale where it is allowed. */
export type DisplayLocale = AppLocale | typeof PSEUDO_LOCALE;

/** `value` when it is one of the six languages (any letter case), else English. */
export function appLocale(value: unknown): AppLocale {
  if (typeof value !== 'string') return 'en';
  return APP_LOCALES.find((locale) => locale.toLowerCase() === value.toLowerCase()) ?? 'en';
}

/**
 * The app language closest to a language tag (`de-AT` → de, `pt` → pt-BR, `en-GB` → en), or
 * English for a language the app does not speak, as TMDB answers in English then.
 */
export function nearestAppLocale(tag: string): AppLocale {
  const exact = APP_LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase());
  if (exact) return exact;
  const base = tag.split('-')[0]?.toLowerCase();
  return APP_LOCALES.find((locale) => locale.split('-')[0] === base) ?? 'en';
}

/** The app's URL prefix of a language: '' for English, '/de', …, '/pt-br'. */
export function localePrefix(locale: AppLocale): string {
  return locale === 'en' ? '' : `/${locale.toLowerCase()}`;
}

/**
 * The language of an app URL's path by its first segment after `basePath` (`/de/auth` → 'de',
 * `/pt-br/…` → 'pt-BR'), or undefined when it has none (an English, unprefixed page).
 */
export function localeOfPath(pathname: string, basePath = '/'): AppLocale | undefined {
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  if (!pathname.startsWith(base)) return undefined;
  const segment = pathname.slice(base.length).split('/')[0] ?? '';
  return APP_LOCALES.find((locale) => locale !== 'en' && locale.toLowerCase() === segment);
}
