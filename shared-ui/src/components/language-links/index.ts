export { LanguageLinks } from './language-links';
export type { LanguageLink, LanguageLinksProps } from './language-links';
