// A table of ICU messages in the app's six languages (English written first, each translation
// marked unreviewed until a fluent speaker has read it), formatted by FormatJS's
// intl-messageformat: the mail's words and the offline catalog's are each one.
import { IntlMessageFormat } from 'intl-messageformat';
import type { AppLocale } from './app-locales.ts';

export interface EnglishMessage {
  /** For translators: where the words appear and what the values are. */
  description: string;
  message: string;
}

export interface Translation {
  message: string;
  /** False until a fluent speaker has read it. */
  reviewed: boolean;
}

export type Translations<Id extends string> = Record<
  Exclude<AppLocale, 'en'>,
  Record<Id, Translation>
>;

/** Every language's words, none of them read by a fluent speaker yet. */
export const unreviewedLanguages = <Id extends string>(
  languages: Record<Exclude<AppLocale, 'en'>, Record<Id, string>>,
): Translations<Id> =>
  Object.fromEntries(
    Object.entries<Record<Id, string>>(languages).map(([locale, words]) => [
      locale,
      Object.fromEntries(
        Object.entries<string>(words).map(([id, message]) => [id, { message, reviewed: false }]),
      ),
    ]),
  ) as Translations<Id>;

export function messageTable<Id extends string>(
  english: Record<Id, EnglishMessage>,
  translations: Translations<Id>,
) {
  const formats = new Map<string, IntlMessageFormat>();
  const source = (locale: AppLocale, id: Id): string =>
    locale === 'en' ? english[id].message : translations[locale][id].message;
  return {
    ids: Object.keys(english) as Id[],
    /** The message of `id` in `locale`, as written (ICU syntax). */
    source,
    description: (id: Id): string => english[id].description,
    /** The translations no fluent speaker has read yet, as `<locale>:<id>`. */
    unreviewed: (): string[] =>
      Object.entries<Record<Id, Translation>>(translations).flatMap(([locale, messages]) =>
        Object.entries<Translation>(messages)
          .filter(([, translation]) => !translation.reviewed)
          .map(([id]) => `${locale}:${id}`),
      ),
    /** Formats message `id` in `locale` with `values` (strings and numbers). */
    format(locale: AppLocale, id: Id, values?: Record<string, string | number>): string {
      const key = `${locale}\u0000${id}`;
      let format = formats.get(key);
      if (!format) {
        format = new IntlMessageFormat(source(locale, id), locale);
        formats.set(key, format);
      }
      return String(format.format(values));
    },
  };
}
