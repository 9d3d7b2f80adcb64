import { setRuntimeConfig } from '../config/runtime-config';
import { authStorageKey, hasStoredSession, urlCarriesAuthResult } from './stored-session';

const at = (url: string) => new URL(url, 'http://localhost');

describe('stored session', () => {
  beforeEach(() => {
    localStorage.clear();
    setRuntimeConfig({
      supabaseUrl: 'https://abcdefgh.supabase.co',
      supabaseAnonKey: 'anon-key',
      catalogUrl: 'https://catalog.example',
      demoMode: false,
    });
  });

  it("uses supabase-js's default key, named after the project's host", () => {
    expect(authStorageKey()).toBe('sb-abcdefgh-auth-token');
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem('sb-abcdefgh-auth-token', '{}');
    expect(hasStoredSession()).toBe(true);
  });

  it('recognises auth redirects: implicit tokens, PKCE codes and errors', () => {
    expect(urlCarriesAuthResult(at('/#access_token=a&refresh_token=b'))).toBe(true);
    expect(urlCarriesAuthResult(at('/?code=123'))).toBe(true);
    expect(urlCarriesAuthResult(at('/#error=access_denied&error_description=Denied'))).toBe(true);
    expect(urlCarriesAuthResult(at('/auth?redirect=account'))).toBe(false);
    expect(urlCarriesAuthResult(at('/movie/603#cast'))).toBe(false);
  });
});
