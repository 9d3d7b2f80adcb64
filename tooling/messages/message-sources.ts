// Every message the product shows or sends, in every language: the apps' catalogs and the
// backend's message tables (mail and unsubscribe pages, calendar feed, the catalog's own words).
import path from 'node:path';
import { APP_LOCALES, type AppLocale } from '../../supabase/functions/_shared/app-locales.ts';
import {
  CALENDAR_MESSAGE_IDS,
  calendarMessageDescription,
  calendarMessageSource,
} from '../../supabase/functions/_shared/calendar-messages.ts';
import {
  MAIL_MESSAGE_IDS,
  mailMessageDescription,
  mailMessageSource,
} from '../../supabase/functions/_shared/mail-messages.ts';
import {
  CATALOG_MESSAGE_IDS,
  catalogMessageDescription,
  catalogMessageSource,
} from '../../server/src/catalog/words/catalog-messages.ts';
import { langFolder, MESSAGE_PACKAGES, readCatalog } from './message-catalogs.ts';

export interface Message {
  /** The package of an app catalog, or the table (`mail`, `calendar`, `catalog`). */
  where: string;
  id: string;
  locale: AppLocale;
  text: string;
  english: string;
  description?: string;
}

/** `de shell:AbC123`: where a message is, for a problem's line. */
export const messageLabel = (message: Message) =>
  `${message.locale} ${message.where}:${message.id}`;

function catalogMessages(packageName: string): Message[] {
  const folder = langFolder(packageName);
  const english = readCatalog(path.join(folder, 'en.json'));
  return APP_LOCALES.flatMap((locale) =>
    Object.entries(readCatalog(path.join(folder, `${locale}.json`)))
      .filter(([id]) => id in english)
      .map(([id, entry]) => ({
        where: packageName,
        id,
        locale,
        text: entry.defaultMessage,
        english: english[id]!.defaultMessage,
        description: english[id]!.description,
      })),
  );
}

interface MessageTable<Id extends string> {
  where: string;
  ids: readonly Id[];
  source: (locale: AppLocale, id: Id) => string;
  description: (id: Id) => string;
}

function tableMessages<Id extends string>(table: MessageTable<Id>): Message[] {
  return APP_LOCALES.flatMap((locale) =>
    table.ids.map((id) => ({
      where: table.where,
      id,
      locale,
      text: table.source(locale, id),
      english: table.source('en', id),
      description: table.description(id),
    })),
  );
}

export function allMessages(): Message[] {
  return [
    ...MESSAGE_PACKAGES.flatMap(catalogMessages),
    ...tableMessages({
      where: 'mail',
      ids: MAIL_MESSAGE_IDS,
      source: mailMessageSource,
      description: mailMessageDescription,
    }),
    ...tableMessages({
      where: 'calendar',
      ids: CALENDAR_MESSAGE_IDS,
      source: calendarMessageSource,
      description: calendarMessageDescription,
    }),
    ...tableMessages({
      where: 'catalog',
      ids: CATALOG_MESSAGE_IDS,
      source: catalogMessageSource,
      description: catalogMessageDescription,
    }),
  ];
}
