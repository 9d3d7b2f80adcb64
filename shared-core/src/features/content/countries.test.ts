import { countryInfo, KNOWN_COUNTRY_CODES, UNKNOWN_COUNTRY_FLAG } from './countries';

describe('countryInfo', () => {
  it('names a known code and builds its flag', () => {
    expect(countryInfo('us')).toEqual({ code: 'US', name: 'United States', flag: '🇺🇸' });
    expect(countryInfo('GB')).toEqual({ code: 'GB', name: 'United Kingdom', flag: '🇬🇧' });
  });

  it('shows an unknown code with a white flag', () => {
    expect(countryInfo('XX')).toEqual({ code: 'XX', name: 'XX', flag: UNKNOWN_COUNTRY_FLAG });
  });

  it('covers about 85 countries, the 10 onboarding ones among them', () => {
    expect(KNOWN_COUNTRY_CODES.length).toBeGreaterThanOrEqual(85);
    for (const code of ['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'JP', 'KR', 'IN', 'BR']) {
      expect(KNOWN_COUNTRY_CODES).toContain(code);
    }
  });
});
