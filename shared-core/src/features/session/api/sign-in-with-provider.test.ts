import { makeStore } from '../../../app/store';
import { parseRuntimeConfig, setRuntimeConfig } from '../../../config/runtime-config';
import { getSupabaseClient } from '../../../supabase/supabase-client';
import { localeChanged } from '../../locale/locale-slice';
import { signInWithProvider } from './sign-in-with-provider';

jest.mock('../../../supabase/supabase-client', () => ({ getSupabaseClient: jest.fn() }));

const signInWithOAuth = jest.fn();

beforeEach(() => {
  setRuntimeConfig(
    parseRuntimeConfig({ supabaseUrl: 'http://x', supabaseAnonKey: 'k', catalogUrl: 'http://x' }),
  );
  signInWithOAuth.mockReset().mockResolvedValue({ error: null });
  jest.mocked(getSupabaseClient).mockResolvedValue({ auth: { signInWithOAuth } } as never);
});

describe('signing in with a provider', () => {
  it('comes back to the page in the language it left from', async () => {
    const store = makeStore();
    store.dispatch(localeChanged('de'));
    await store.dispatch(signInWithProvider('google', '/auth?redirect=movie/603'));
    expect(signInWithOAuth).toHaveBeenCalledWith({
      provider: 'google',
      options: { redirectTo: `${window.location.origin}/de/auth?redirect=movie/603` },
    });
  });
});
