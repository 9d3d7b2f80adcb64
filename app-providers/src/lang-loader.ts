/** The app providers' messages in a language (the toaster's, the auth provider's). */
export const loadAppProvidersMessages = (locale: string) =>
  import(/* webpackChunkName: "app-providers-lang-[request]" */ `./lang/${locale}.json`);
