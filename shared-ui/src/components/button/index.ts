export { Button } from './button';
export type { ButtonProps } from './button';
export { ButtonLink } from './button-link';
export type { ButtonLinkProps } from './button-link';
export type { ButtonVariant, ButtonSize } from './button-styles';
