import type { AppLocale } from './locales';

let namesByLocale: Map<AppLocale, string> | undefined;

/** A language's name in itself ("Deutsch", "日本語"), as language pickers list them. */
export function nativeLanguageName(locale: AppLocale): string {
  namesByLocale ??= new Map();
  let name = namesByLocale.get(locale);
  if (!name) {
    name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    name = name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
    namesByLocale.set(locale, name);
  }
  return name;
}
