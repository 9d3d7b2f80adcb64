import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createIntl, IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import userEvent from '@testing-library/user-event';
import {
  type AppStore,
  formatToast,
  getSupabaseClient,
  makeStore,
  selectProfile,
  selectSessionStatus,
  selectToasts,
  selectUser,
  useAuth,
  useWatchlist,
} from 'shared-core';
import { AuthProvider } from './auth-provider';
import {
  configureLocalSupabase,
  STORED_SESSION_KEY,
  stubSupabaseFetch,
  type LocalSupabase,
} from '../testing/local-supabase';

const english = createIntl({ locale: 'en', defaultLocale: 'en' });

const USER = { id: 'u1', email: 'ada@example.com' };
const SESSION = {
  access_token: 'access-token',
  refresh_token: 'refresh-token',
  token_type: 'bearer',
  expires_in: 3600,
  user: { ...USER, aud: 'authenticated', role: 'authenticated' },
};

let backend: LocalSupabase;

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  configureLocalSupabase();
  backend = stubSupabaseFetch({
    'POST /auth/v1/token': {
      body: { ...SESSION, expires_at: Math.floor(Date.now() / 1000) + 3600 },
    },
    'GET /rest/v1/profiles': { body: { ...USER, is_premium: false } },
    'POST /auth/v1/logout': { status: 204 },
  });
});

/** The provider needs the store and the language: the shell mounts it above the router and the theme. */
function renderInStore(ui: ReactNode, { store }: { store: AppStore }) {
  return render(
    <Provider store={store}>
      <IntlProvider locale="en" defaultLocale="en">
        {ui}
      </IntlProvider>
    </Provider>,
  );
}

const firstToast = (store: AppStore) => {
  const toast = selectToasts(store.getState())[0];
  return toast && formatToast(toast, english);
};

function SignInButton() {
  const { signIn } = useAuth();
  return <button onClick={() => void signIn('ada@example.com', 'wrong-password')}>Sign in</button>;
}

/** Renders a remote's sign-in button inside the provider and presses it. */
async function signInThroughTheProvider() {
  const store = makeStore();
  renderInStore(
    <AuthProvider>
      <SignInButton />
    </AuthProvider>,
    { store },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return store;
}

describe('AuthProvider', () => {
  it('signs a visitor with no stored session out at once', () => {
    const store = makeStore();
    renderInStore(<AuthProvider>ready</AuthProvider>, { store });

    expect(selectSessionStatus(store.getState())).toBe('signedOut');
  });

  it('follows auth events into the store and loads the profile after sign-in', async () => {
    localStorage.setItem(STORED_SESSION_KEY, '{}');
    const store = makeStore();
    renderInStore(<AuthProvider>ready</AuthProvider>, { store });
    await waitFor(() => expect(selectSessionStatus(store.getState())).toBe('signedOut'));
    const supabase = await getSupabaseClient();

    await act(() => supabase.auth.signInWithPassword({ email: USER.email, password: 'secret' }));
    expect(selectUser(store.getState())).toEqual(USER);
    await waitFor(() => expect(selectProfile(store.getState())?.id).toBe('u1'));

    await act(() => supabase.auth.refreshSession());
    expect(store.getState().session.lastEvent).toBe('TOKEN_REFRESHED');
    // The listener would read the profile after a tick; give it one.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(backend.sent.filter((route) => route === 'GET /rest/v1/profiles')).toHaveLength(1);

    await act(() => supabase.auth.signOut());
    expect(selectUser(store.getState())).toBeNull();
    expect(selectProfile(store.getState())).toBeNull();
  });

  it("gives the remotes sign-in, with the server's failure in our words in a 'Sign in failed' toast", async () => {
    backend.replies['POST /auth/v1/token'] = {
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Invalid login credentials' },
    };
    const store = await signInThroughTheProvider();

    await waitFor(() =>
      expect(firstToast(store)).toMatchObject({
        title: 'Sign in failed',
        description: 'Wrong email or password',
        tone: 'destructive',
      }),
    );
  });

  it('welcomes a user back after a successful sign-in', async () => {
    const store = await signInThroughTheProvider();

    await waitFor(() =>
      expect(firstToast(store)).toMatchObject({
        title: 'Sign in successful',
        description: 'Welcome back!',
      }),
    );
  });
});

describe('contexts outside their providers', () => {
  it('throws for the auth and watchlist contexts', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow(
      'useAuth must be used within an AuthProvider',
    );
    expect(() => renderHook(() => useWatchlist())).toThrow(
      'useWatchlist must be used within a WatchlistProvider',
    );
    jest.restoreAllMocks();
  });
});
