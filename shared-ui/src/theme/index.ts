// Any program that imports the kit gets the typed DefaultTheme, without listing styled.d.ts itself.
import type {} from './styled';

export * from './theme';
export { media, mobileQuery } from './media';
export { focusRing, visuallyHidden } from './mixins';
export { GlobalStyle } from './global-style';
