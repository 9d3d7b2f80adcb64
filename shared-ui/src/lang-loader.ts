/** shared-ui's own messages in a language (its few words), merged into each app's. */
export const loadSharedUiMessages = (locale: string) =>
  import(/* webpackChunkName: "shared-ui-lang-[request]" */ `./lang/${locale}.json`);
