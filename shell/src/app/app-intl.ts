import { loadAppProvidersMessages } from 'app-providers';
import { createAppIntl } from 'shared-core';
import { loadSharedUiMessages } from 'shared-ui';

/** The shell's messages (its layout, footer pages and error screens), with those it renders. */
export const { AppIntlProvider, loadMessages: loadShellMessages } = createAppIntl(
  loadSharedUiMessages,
  loadAppProvidersMessages,
  (locale) => import(/* webpackChunkName: "lang-[request]" */ `../lang/${locale}.json`),
);
