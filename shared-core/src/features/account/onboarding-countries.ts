/** The ten countries onboarding offers, in the order it lists them; names: `countryName`. */
export const ONBOARDING_COUNTRIES = [
  { code: 'US' },
  { code: 'GB' },
  { code: 'CA' },
  { code: 'AU' },
  { code: 'DE' },
  { code: 'FR' },
  { code: 'JP' },
  { code: 'KR' },
  { code: 'IN' },
  { code: 'BR' },
] as const;

export type OnboardingCountry = (typeof ONBOARDING_COUNTRIES)[number];
