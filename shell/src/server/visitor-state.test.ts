import { makeStore, selectCountry, selectLayoutGuess, type DisplayLocale } from 'shared-core';
import { pageCacheKey } from './render-page';
import {
  applyVisitor,
  languageRedirect,
  preferredRegion,
  visitorOf,
  type VisitorHeaders,
} from './visitor-state';

const NO_HEADERS: VisitorHeaders = { cookies: '', userAgent: '', acceptLanguage: '' };

const visitor = (headers: Partial<VisitorHeaders>, locale: DisplayLocale = 'en') => {
  const store = makeStore();
  applyVisitor(store.dispatch, visitorOf({ ...NO_HEADERS, ...headers }), locale);
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

  it('takes the services the visitor picked from their cookie, well-formed values only', () => {
    expect(
      visitor({ cookies: 'watchwhere_services=netflix%2Chulu%2C%3Cscript%3E%2Cnetflix' })
        .preferences.selectedServices,
    ).toEqual(['netflix', 'hulu']);
    // (The test's stores share one browser storage, which the first one wrote.)
    localStorage.clear();
    expect(visitor({}).preferences.selectedServices).toEqual([]);
  });

  it('reads the region of a language tag with a script subtag, among the countries offered', () => {
    expect(preferredRegion('zh-Hant-KR')).toBe('KR');
    expect(preferredRegion('pt-BR,pt;q=0.9')).toBe('BR');
    // Switzerland and Taiwan are not among the countries a visitor can pick.
    expect(preferredRegion('fr-CH')).toBeNull();
    expect(preferredRegion('zh-Hant-TW')).toBeNull();
  });

  it("keys a page cache on the URL and what the render reads, not on the headers' other words", () => {
    const key = (headers: Partial<VisitorHeaders>, url = '/movie/603') =>
      pageCacheKey({ url, ...NO_HEADERS, ...headers });
    const chrome = {
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
      acceptLanguage: 'de-DE,de;q=0.9',
    };
    expect(key({ ...chrome, cookies: '_ga=1; watchwhere_country=jp' })).toBe(
      key({
        userAgent: 'Mozilla/5.0 (Windows NT 10.0) Firefox/140.0',
        acceptLanguage: 'de-de',
        cookies: 'watchwhere_country=JP',
      }),
    );
    expect(key(chrome)).not.toBe(key({ ...chrome, cookies: 'watchwhere_country=JP' }));
    expect(key(chrome)).not.toBe(key({ ...chrome, cookies: 'watchwhere_onboarded=1' }));
    expect(key(chrome)).not.toBe(key({ ...chrome, acceptLanguage: 'fr-FR' }));
    expect(key(chrome)).not.toBe(
      key({ ...chrome, userAgent: 'Mozilla/5.0 (iPhone) Mobile/15E148' }),
    );
    expect(key(chrome)).not.toBe(key(chrome, '/movie/604'));
    expect(key(chrome)).not.toBe(key({ ...chrome, cookies: 'watchwhere_services=netflix' }));
  });

  it('keys a page in a language once for every language the visitor reads: only English redirects', () => {
    const german = { acceptLanguage: 'de-DE' };
    const englishPickedJapanese = { acceptLanguage: 'en-DE', cookies: 'watchwhere_language=ja' };
    const key = (headers: Partial<VisitorHeaders>, url: string) =>
      pageCacheKey({ url, ...NO_HEADERS, ...headers });
    expect(key(german, '/de/movie/603')).toBe(key(englishPickedJapanese, '/de/movie/603'));
    expect(key(german, '/movie/603')).not.toBe(key(englishPickedJapanese, '/movie/603'));
  });
});

describe('the language a visitor is sent to', () => {
  const redirectFor = (headers: Partial<VisitorHeaders>, locale: DisplayLocale = 'en') =>
    languageRedirect(visitorOf({ ...NO_HEADERS, ...headers }), locale);

  it("sends an English URL to the browser's preferred supported language", () => {
    expect(redirectFor({ acceptLanguage: 'de-AT,de;q=0.9,en;q=0.5' })).toBe('de');
    expect(redirectFor({ acceptLanguage: 'zh-CN,pt;q=0.8' })).toBe('pt-BR');
  });

  it('keeps an English URL for English, unknown or absent languages', () => {
    expect(redirectFor({ acceptLanguage: 'en-GB,de;q=0.9' })).toBeNull();
    expect(redirectFor({ acceptLanguage: 'zh-CN' })).toBeNull();
    expect(redirectFor({})).toBeNull();
  });

  it('follows the language the visitor picked before over the browser', () => {
    expect(redirectFor({ cookies: 'watchwhere_language=en', acceptLanguage: 'ja' })).toBeNull();
    expect(redirectFor({ cookies: 'watchwhere_language=ko', acceptLanguage: 'en' })).toBe('ko');
    expect(redirectFor({ cookies: 'watchwhere_language=xx', acceptLanguage: 'fr' })).toBe('fr');
  });

  it('never moves a URL that names its language', () => {
    expect(redirectFor({ cookies: 'watchwhere_language=ko' }, 'de')).toBeNull();
    expect(redirectFor({ acceptLanguage: 'ja' }, 'fr')).toBeNull();
  });

  it("shows a language's own country when nothing else tells", () => {
    expect(selectCountry(visitor({}, 'ja'))).toBe('JP');
    expect(selectCountry(visitor({ acceptLanguage: 'de-CH' }, 'de'))).toBe('DE');
    expect(selectCountry(visitor({ acceptLanguage: 'de-AT' }, 'de'))).toBe('DE');
    expect(selectCountry(visitor({ acceptLanguage: 'fr-CA' }, 'fr'))).toBe('CA');
    expect(selectCountry(visitor({ cookies: 'watchwhere_country=GB' }, 'ja'))).toBe('GB');
  });
});
