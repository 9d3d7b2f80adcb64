import type { AppLocale } from './locales';

/** shared-core's own messages (those of its hooks), merged into every app's. */
export const loadSharedCoreMessages = (locale: AppLocale) =>
  import(/* webpackChunkName: "shared-core-lang-[request]" */ `../../lang/${locale}.json`);
