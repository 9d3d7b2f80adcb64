import { isLocale, APP_LOCALES, type AppLocale } from './locales';

/** The language tags of an Accept-Language header, most preferred first (q-values honoured). */
export function acceptedLanguages(acceptLanguage: string): string[] {
  return acceptLanguage
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.find((parameter) => parameter.trim().startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) : 1, index };
    })
    .filter(({ tag, q }) => tag && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The region subtag of a language tag (`de-AT` → `AT`, `zh-Hant-TW` → `TW`), upper case. */
export const regionOf = (tag: string) =>
  tag
    .split('-')
    .find((subtag, index) => index > 0 && /^[a-z]{2}$/i.test(subtag))
    ?.toUpperCase() ?? null;

/** The supported language a tag asks for: `de-AT` → `de`, `pt-PT` → `pt-BR`, `zh` → null. */
function supportedLocaleOf(tag: string): AppLocale | null {
  const language = tag.split('-')[0]!.toLowerCase();
  if (isLocale(language)) return language;
  return APP_LOCALES.find((locale) => locale.split('-')[0] === language) ?? null;
}

/** The supported language the browser prefers most, among those it accepts; null if none. */
export function preferredLocale(acceptLanguage: string): AppLocale | null {
  for (const tag of acceptedLanguages(acceptLanguage)) {
    const locale = supportedLocaleOf(tag);
    if (locale) return locale;
  }
  return null;
}
