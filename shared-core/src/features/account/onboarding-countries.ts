/** The ten countries onboarding offers, in the order it lists them. */
export const ONBOARDING_COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'CA', name: 'Canada' },
  { code: 'AU', name: 'Australia' },
  { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' },
  { code: 'JP', name: 'Japan' },
  { code: 'KR', name: 'South Korea' },
  { code: 'IN', name: 'India' },
  { code: 'BR', name: 'Brazil' },
] as const;

export type OnboardingCountry = (typeof ONBOARDING_COUNTRIES)[number];

/** The name onboarding shows for one of its countries, or undefined for any other code. */
export const onboardingCountryName = (code: string): string | undefined =>
  ONBOARDING_COUNTRIES.find((country) => country.code === code)?.name;
