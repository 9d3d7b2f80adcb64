export { ProviderLogo } from './provider-logo';
export type { ProviderLogoProps, ProviderLogoSize } from './provider-logo';
