import { makeStore } from '../../app/store';
import { parseRuntimeConfig, setRuntimeConfig } from '../../config/runtime-config';
import { getSupabaseClient } from '../../supabase/supabase-client';
import { authStateChanged, profileLoaded, type Profile } from '../session/session-slice';
import { localeChanged, selectLocale } from './locale-slice';

jest.mock('../../supabase/supabase-client', () => ({ getSupabaseClient: jest.fn() }));
jest.mock('./message-catalogs', () => ({
  loadAllMessages: jest.fn().mockResolvedValue(undefined),
}));

const update = jest.fn();
const eq = jest.fn();

beforeEach(() => {
  setRuntimeConfig(
    parseRuntimeConfig({ supabaseUrl: 'http://x', supabaseAnonKey: 'k', catalogUrl: 'http://x' }),
  );
  document.cookie = 'watchwhere_language=; Max-Age=0; Path=/';
  window.history.replaceState(null, '', '/movie/603');
  update.mockReset().mockReturnValue({ eq });
  eq.mockReset().mockResolvedValue({ error: null });
  jest.mocked(getSupabaseClient).mockResolvedValue({ from: () => ({ update }) } as never);
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function signIn(language: string | null) {
  const store = makeStore();
  store.dispatch(authStateChanged({ event: 'SIGNED_IN', user: { id: 'u1', email: 'a@b.co' } }));
  store.dispatch(profileLoaded({ id: 'u1', language } as Profile));
  return store;
}

describe("a member's language", () => {
  it('turns the page to the one they picked on another device', async () => {
    const store = signIn('fr');
    await flush();
    expect(selectLocale(store.getState())).toBe('fr');
    expect(window.location.pathname).toBe('/fr/movie/603');
    expect(document.cookie).toContain('watchwhere_language=fr');
    expect(update).not.toHaveBeenCalled();
  });

  it('leaves a page whose address names its language in it', async () => {
    window.history.replaceState(null, '', '/de/movie/603');
    const store = makeStore();
    store.dispatch(localeChanged('de'));
    store.dispatch(authStateChanged({ event: 'SIGNED_IN', user: { id: 'u1', email: 'a@b.co' } }));
    store.dispatch(profileLoaded({ id: 'u1', language: 'en' } as Profile));
    await flush();
    expect(selectLocale(store.getState())).toBe('de');
    expect(window.location.pathname).toBe('/de/movie/603');
  });

  it('leaves the page in the language this browser picked', async () => {
    document.cookie = 'watchwhere_language=de; Path=/';
    const store = signIn('fr');
    await flush();
    expect(selectLocale(store.getState())).toBe('en');
    expect(window.location.pathname).toBe('/movie/603');
  });

  it("keeps this browser's pick in a profile that has none", async () => {
    document.cookie = 'watchwhere_language=ja; Path=/';
    signIn(null);
    await flush();
    expect(update).toHaveBeenCalledWith({ language: 'ja' });
    expect(eq).toHaveBeenCalledWith('id', 'u1');
  });

  it('changes nothing for a member who never picked one, in a browser that did not either', async () => {
    const store = signIn(null);
    await flush();
    expect(selectLocale(store.getState())).toBe('en');
    expect(update).not.toHaveBeenCalled();
  });
});
