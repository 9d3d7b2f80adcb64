import type { DisplayLocale } from './locales';

/** shared-core's own messages (those of its hooks), merged into every app's. */
export const loadSharedCoreMessages = (locale: DisplayLocale) =>
  import(/* webpackChunkName: "shared-core-lang-[request]" */ `../../lang/${locale}.json`);
