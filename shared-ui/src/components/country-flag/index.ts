export { CountryFlag } from './country-flag';
export type { CountryFlagProps } from './country-flag';
