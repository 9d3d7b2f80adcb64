export * from './accepted-languages';
export * from './locale-path';
export * from './locale-slice';
export * from './locales';
export {
  areAllMessagesLoaded,
  createAppIntl,
  loadAllMessages,
  type CatalogLoader,
  type Messages,
} from './message-catalogs';
export { rememberLanguage } from './switch-language';
export { useLanguageSwitch } from './use-language-switch';
export { nativeLanguageName } from './language-names';
export { asTextMessages, type TextMessage } from './text-message';
export type { TypedMessages } from './typed-messages';
export { useLanguageLinks } from './use-language-links';
