import { createIntl } from 'react-intl';
import { countryInfo, countryName, KNOWN_COUNTRY_CODES, UNKNOWN_COUNTRY_FLAG } from './countries';

describe('countryInfo', () => {
  it('builds the flag of a known code', () => {
    expect(countryInfo('us')).toEqual({ code: 'US', flag: '🇺🇸' });
    expect(countryInfo('GB')).toEqual({ code: 'GB', flag: '🇬🇧' });
  });

  it('shows an unknown code with a white flag', () => {
    expect(countryInfo('XX')).toEqual({ code: 'XX', flag: UNKNOWN_COUNTRY_FLAG });
  });

  it('covers about 85 countries, the 10 onboarding ones among them', () => {
    expect(KNOWN_COUNTRY_CODES.length).toBeGreaterThanOrEqual(85);
    for (const code of ['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'JP', 'KR', 'IN', 'BR']) {
      expect(KNOWN_COUNTRY_CODES).toContain(code);
    }
  });
});

describe('countryName', () => {
  it("names a country in the page's language", () => {
    const english = createIntl({ locale: 'en', defaultLocale: 'en' });
    expect(countryName(english, 'us')).toBe('United States');
    expect(countryName(english, 'KR')).toBe('South Korea');
    expect(countryName(createIntl({ locale: 'de', defaultLocale: 'en' }), 'DE')).toBe(
      'Deutschland',
    );
  });

  it('shows a code it cannot name as it is', () => {
    const english = createIntl({ locale: 'en', defaultLocale: 'en' });
    expect(countryName(english, 'XX')).toBe('XX');
    expect(countryName(english, 'not a code')).toBe('NOT A CODE');
  });
});
