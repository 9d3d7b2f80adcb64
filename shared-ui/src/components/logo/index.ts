export { Logo } from './logo';
export type { LogoProps, LogoVariant, LogoSize } from './logo';
