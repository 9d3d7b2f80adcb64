import { useEffect } from 'react';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import { selectPageTitle, useAppSelector } from 'shared-core';

export const BRAND = 'WatchWhere';

const messages = defineMessages<{ documentTitle: { page: string; brand: string } }>({
  documentTitle: {
    defaultMessage: '{page} · {brand}',
    id: 'wAX5gB',
    description:
      "Browser tab title: the current page's title, then the site's name (WatchWhere); keep it short",
  },
});

/**
 * The tab's title for a page: its title and the brand, in the page's language with `intl`; without
 * it (the page server, which has no app's messages at hand), as English puts it.
 */
export function documentTitleFor(pageTitle: string, intl?: IntlShape): string {
  if (!pageTitle) return BRAND;
  const values = { page: pageTitle, brand: BRAND };
  return intl ? intl.formatMessage(messages.documentTitle, values) : `${pageTitle} · ${BRAND}`;
}

/**
 * Shows the title the current page announced (through the shared store) in the browser tab. Until
 * a page has announced one, the served page's own title stays (the server names a title page's;
 * every other page's is the brand), and an unchanged title is not written again: each write costs
 * the first render's commit several milliseconds.
 */
export function useDocumentTitle(): void {
  const intl = useIntl();
  const pageTitle = useAppSelector(selectPageTitle);
  useEffect(() => {
    const title = documentTitleFor(pageTitle, intl);
    if (pageTitle && document.title !== title) document.title = title;
  }, [pageTitle, intl]);
}
