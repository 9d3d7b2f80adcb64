/** The onboarding countries; the first six are also the Discover regions. */
export const REGIONS = [
  { iso_3166_1: 'US', english_name: 'United States', native_name: 'United States' },
  { iso_3166_1: 'GB', english_name: 'United Kingdom', native_name: 'United Kingdom' },
  { iso_3166_1: 'CA', english_name: 'Canada', native_name: 'Canada' },
  { iso_3166_1: 'AU', english_name: 'Australia', native_name: 'Australia' },
  { iso_3166_1: 'DE', english_name: 'Germany', native_name: 'Deutschland' },
  { iso_3166_1: 'FR', english_name: 'France', native_name: 'France' },
  { iso_3166_1: 'JP', english_name: 'Japan', native_name: '日本' },
  { iso_3166_1: 'KR', english_name: 'South Korea', native_name: '대한민국' },
  { iso_3166_1: 'IN', english_name: 'India', native_name: 'India' },
  { iso_3166_1: 'BR', english_name: 'Brazil', native_name: 'Brasil' },
] as const;

export type RegionCode = (typeof REGIONS)[number]['iso_3166_1'];

export const REGION_CODES: readonly RegionCode[] = REGIONS.map((region) => region.iso_3166_1);

export function isRegionCode(code: string): code is RegionCode {
  return (REGION_CODES as readonly string[]).includes(code);
}
