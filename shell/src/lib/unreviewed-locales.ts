/**
 * Whether no fluent speaker has read this language's words yet: the build reads the catalogs'
 * `reviewed` marks (tooling/messages/unreviewed-locales.cjs) into WATCHWHERE_UNREVIEWED_LOCALES.
 */
export const isUnreviewedLocale = (locale: string) =>
  (process.env.WATCHWHERE_UNREVIEWED_LOCALES ?? '').split(' ').includes(locale);
