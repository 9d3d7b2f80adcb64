import { useEffect } from 'react';
import {
  getRuntimeConfig,
  loadAllMessages,
  localeChanged,
  splitLocalePath,
  useAppDispatch,
  type AppLocale,
} from 'shared-core';

/**
 * The document says the page's language (`<html lang>`), and Back or Forward across a language
 * switch brings that page's language back with it.
 */
export function useLanguageOfHistory(locale: AppLocale) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  useEffect(() => {
    const followHistory = () => {
      const urlLocale = splitLocalePath(
        window.location.pathname,
        getRuntimeConfig().pseudoLocale,
      ).locale;
      if (urlLocale === locale) return;
      void loadAllMessages(urlLocale).then(() => dispatch(localeChanged(urlLocale)));
    };
    window.addEventListener('popstate', followHistory);
    return () => window.removeEventListener('popstate', followHistory);
  }, [dispatch, locale]);
}
