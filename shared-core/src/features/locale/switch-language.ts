import { getRuntimeConfig } from '../../config/runtime-config';
import { writeCookie } from '../../storage/flag-cookie';
import { localizedPath, splitLocalePath } from './locale-path';
import { localeChanged } from './locale-slice';
import type { AppLocale } from './locales';
import { loadAllMessages } from './message-catalogs';

/**
 * Keeps a language for links without one (a cookie the server reads): the one a person switched
 * to, or the one Back or Forward brought back, so a reload shows the language they were reading.
 */
export const rememberLanguage = (locale: AppLocale) => writeCookie('watchwhere_language', locale);

/**
 * Turns the app to a language on the page it is on (`/movie/603` → `/de/movie/603`): every app's
 * words are loaded first, so the page turns at once and never shows two languages; the choice is
 * kept for links without a language (a cookie the server reads).
 */
export async function switchLanguage(
  dispatch: (action: ReturnType<typeof localeChanged>) => unknown,
  locale: AppLocale,
): Promise<void> {
  await loadAllMessages(locale);
  rememberLanguage(locale);
  const { pathname, search, hash } = window.location;
  const { path } = splitLocalePath(pathname, getRuntimeConfig().pseudoLocale);
  window.history.pushState(null, '', localizedPath(locale, path) + search + hash);
  dispatch(localeChanged(locale));
}
