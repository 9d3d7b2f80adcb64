import { makeStore, selectCountry, selectLayoutGuess } from 'shared-core';
import { applyVisitorHeaders, preferredRegion } from './visitor-state';

const visitor = (headers: Partial<Parameters<typeof applyVisitorHeaders>[1]>) => {
  const store = makeStore();
  applyVisitorHeaders(store.dispatch, {
    cookies: '',
    userAgent: '',
    acceptLanguage: '',
    ...headers,
  });
  return store.getState();
};

beforeEach(() => localStorage.clear());

describe("the server's start for a visitor", () => {
  it('shows the country the visitor picked (its cookie) over their language’s region', () => {
    const state = visitor({ cookies: 'a=1; watchwhere_country=JP', acceptLanguage: 'de-DE' });
    expect(selectCountry(state)).toBe('JP');
    expect(state.preferences.selectedCountry).toBe('JP');
  });

  it("else the region of the browser's preferred language, without counting it as a choice", () => {
    const state = visitor({ acceptLanguage: 'en;q=0.5, fr-CA;q=0.9, de-DE;q=0.1' });
    expect(selectCountry(state)).toBe('CA');
    expect(state.preferences.selectedCountry).toBeNull();
  });

  it('else the United States; junk and unknown codes are ignored', () => {
    for (const headers of [
      {},
      { acceptLanguage: 'de' },
      { acceptLanguage: 'xx-ZZ' },
      { cookies: 'watchwhere_country=%E0%A4%A' },
      { cookies: 'watchwhere_country=<script>' },
      { acceptLanguage: ','.repeat(10_000) },
    ]) {
      expect(selectCountry(visitor(headers))).toBe('US');
    }
  });

  it("gives a phone's User-Agent the phone layout, and reads the onboarded cookie", () => {
    const phone = visitor({ userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36' });
    expect(selectLayoutGuess(phone)).toBe('mobile');
    expect(selectLayoutGuess(visitor({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' }))).toBe(
      'desktop',
    );
    expect(visitor({ cookies: 'watchwhere_onboarded=1' }).preferences.onboardingCompleted).toBe(
      true,
    );
  });

  it('reads the region of a language tag with a script subtag, among the countries offered', () => {
    expect(preferredRegion('zh-Hant-KR')).toBe('KR');
    expect(preferredRegion('pt-BR,pt;q=0.9')).toBe('BR');
    // Switzerland and Taiwan are not among the countries a visitor can pick.
    expect(preferredRegion('fr-CH')).toBeNull();
    expect(preferredRegion('zh-Hant-TW')).toBeNull();
  });
});
