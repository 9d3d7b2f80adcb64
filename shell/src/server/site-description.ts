import { createIntl, defineMessages } from 'react-intl';
import { DEFAULT_LOCALE, type DisplayLocale } from 'shared-core';
import { loadShellMessages } from '../app/app-intl';

const messages = defineMessages({
  siteDescription: {
    defaultMessage:
      'Find where to watch any movie or TV show, per country and per streaming service.',
    id: 'Ajnk0n',
    description:
      'Link previews and search results: what the site is, for a page that says nothing of its own',
  },
});

/** The site's description in a language: the head of a page with no description of its own. */
export async function siteDescriptionIn(locale: DisplayLocale): Promise<string> {
  const intl = createIntl({
    locale,
    defaultLocale: DEFAULT_LOCALE,
    messages: await loadShellMessages(locale),
  });
  return intl.formatMessage(messages.siteDescription);
}
