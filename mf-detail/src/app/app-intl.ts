import { createAppIntl } from 'shared-core';
import { loadSharedUiMessages } from 'shared-ui';

/** This remote's messages, with shared-ui's: its exposed modules render in them. */
export const { withAppIntl } = createAppIntl(
  loadSharedUiMessages,
  (locale) => import(/* webpackChunkName: "lang-[request]" */ `../lang/${locale}.json`),
);
