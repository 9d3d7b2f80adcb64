import { useEffect, useSyncExternalStore } from 'react';
import {
  getRuntimeConfig,
  areAllMessagesLoaded,
  isLocale,
  loadAllMessages,
  localeChanged,
  rememberLanguage,
  splitLocalePath,
  useAppDispatch,
  type DisplayLocale,
} from 'shared-core';

const localeOfAddress = () =>
  splitLocalePath(window.location.pathname, getRuntimeConfig().pseudoLocale).locale;

const onHistory = (changed: () => void) => {
  window.addEventListener('popstate', changed);
  return () => window.removeEventListener('popstate', changed);
};

/**
 * The language the address names, read on every render and at once on Back or Forward: the
 * router's basename follows it in the same render as its location, so the router never sees an
 * address under another language's basename (a blank frame). The server renders the store's.
 */
export const useLocaleOfAddress = (storeLocale: DisplayLocale) =>
  useSyncExternalStore(onHistory, localeOfAddress, () => storeLocale);

/**
 * The document says the page's language (`<html lang>`), and Back or Forward across a language
 * switch brings that page's language back with it, kept as the switch kept it: a reload stays in it.
 */
export function useLanguageOfHistory(locale: DisplayLocale) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  useEffect(() => {
    const followHistory = () => {
      const urlLocale = localeOfAddress();
      if (urlLocale === locale) return;
      // The pseudo-locale is for tests, never a choice to keep.
      if (isLocale(urlLocale)) rememberLanguage(urlLocale);
      if (areAllMessagesLoaded(urlLocale)) dispatch(localeChanged(urlLocale));
      else void loadAllMessages(urlLocale).then(() => dispatch(localeChanged(urlLocale)));
    };
    window.addEventListener('popstate', followHistory);
    return () => window.removeEventListener('popstate', followHistory);
  }, [dispatch, locale]);
}
