import { DEFAULT_LOCALE, localeOfSegment, localeSegment, type DisplayLocale } from './locales';

/** A page's path split into its language and the path the app's routes match. */
export interface LocalePath {
  locale: DisplayLocale;
  /** The path without its language prefix: `/de/movie/603` → `/movie/603`. */
  path: string;
  /**
   * Where the same page lives when this path is not its canonical form (`/en/…` → `/…`,
   * `/DE/…` → `/de/…`); null when it is.
   */
  canonical: string | null;
}

/** The router's basename for a language: none for English, `/de` for German. */
export const localeBasename = (locale: DisplayLocale) =>
  locale === DEFAULT_LOCALE ? '' : `/${localeSegment(locale)}`;

/** A path of the app (`/movie/603`) in a language (`/de/movie/603`); `/` is `/de`. */
export function localizedPath(locale: DisplayLocale, path: string): string {
  const basename = localeBasename(locale);
  if (!basename) return path;
  return path === '/' ? basename : `${basename}${path}`;
}

/** This site's address of a path in a language, as mailed links need it (`…/de/auth`). */
export const localizedPageUrl = (locale: DisplayLocale, path: string) =>
  `${window.location.origin}${localizedPath(locale, path)}`;

/**
 * The language a path names by its first segment, and the rest. An unknown first segment is part
 * of an English path (`/xx/movie` is English, and not found); the pseudo-locale counts only where
 * it is allowed.
 */
export function splitLocalePath(pathname: string, pseudoLocale = false): LocalePath {
  const [, first = '', rest = ''] = /^\/([^/]*)(.*)$/.exec(pathname) ?? [];
  const locale = localeOfSegment(first, pseudoLocale);
  if (!locale) return { locale: DEFAULT_LOCALE, path: pathname, canonical: null };
  // One leading slash: `/en//evil.example` must not move anyone to `//evil.example` (another site).
  const path = `/${rest.replace(/^[/\\]+/, '')}`;
  const canonicalPath = localizedPath(locale, path);
  return { locale, path, canonical: canonicalPath === pathname ? null : canonicalPath };
}
