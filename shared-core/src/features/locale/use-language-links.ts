import { useState } from 'react';
import { useLocation } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { nativeLanguageName } from './language-names';
import { localizedPath } from './locale-path';
import { selectLocale } from './locale-slice';
import { isLocale, APP_LOCALES } from './locales';
import { useLanguageSwitch } from './use-language-switch';

/**
 * The page you are on in every language (each named in itself), the current one, the one being
 * switched to, and the switch: what a list of language links shows (shared-ui's LanguageLinks).
 */
export function useLanguageLinks() {
  const current = useAppSelector(selectLocale);
  const { pathname, search } = useLocation();
  const switchLanguage = useLanguageSwitch();
  const [busy, setBusy] = useState<string | null>(null);
  const languages = APP_LOCALES.map((locale) => ({
    locale,
    name: nativeLanguageName(locale),
    href: localizedPath(locale, pathname) + search,
  }));
  const onChoose = (locale: string) => {
    if (!isLocale(locale) || locale === current || busy) return;
    setBusy(locale);
    void switchLanguage(locale).finally(() => setBusy(null));
  };
  return { languages, current, busy, onChoose };
}
