import { acceptedLanguages, preferredLocale, regionOf } from './accepted-languages';

describe("a browser's languages", () => {
  it('orders them by preference', () => {
    expect(acceptedLanguages('en;q=0.5, de-AT, fr;q=0.9, ja;q=0')).toEqual(['de-AT', 'fr', 'en']);
    expect(acceptedLanguages('')).toEqual([]);
  });

  it('finds the most preferred supported language', () => {
    expect(preferredLocale('de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(preferredLocale('zh-CN,ja;q=0.7')).toBe('ja');
    expect(preferredLocale('pt-PT')).toBe('pt-BR');
    expect(preferredLocale('PT-br')).toBe('pt-BR');
    expect(preferredLocale('en-GB,de;q=0.9')).toBe('en');
    expect(preferredLocale('zh, *')).toBeNull();
    expect(preferredLocale('garbage;;;q=x')).toBeNull();
  });

  it('reads the region of a tag', () => {
    expect(regionOf('de-AT')).toBe('AT');
    expect(regionOf('zh-Hant-TW')).toBe('TW');
    expect(regionOf('ja')).toBeNull();
  });
});
