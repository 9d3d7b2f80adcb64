export { IconButton } from './icon-button';
export type { IconButtonProps, IconButtonVariant, IconButtonSize } from './icon-button';
