import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import userEvent from '@testing-library/user-event';
import {
  type AppStore,
  makeStore,
  setRuntimeConfig,
  selectProfile,
  selectSessionStatus,
  selectToasts,
  selectUser,
  useAuth,
  useWatchlist,
} from 'shared-core';
import {
  getSupabaseClient,
  whenSupabaseClientCreated,
} from 'shared-core/src/supabase/supabase-client';
import { AuthProvider } from './auth-provider';

jest.mock('shared-core/src/supabase/supabase-client', () => ({
  getSupabaseClient: jest.fn(),
  whenSupabaseClientCreated: jest.fn(),
}));

const STORED_SESSION_KEY = 'sb-localhost-auth-token';

type Listener = (event: string, session: { user: { id: string; email: string } } | null) => void;
let emit: Listener;
const signInWithPassword = jest.fn();
const single = jest.fn();

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  setRuntimeConfig({
    supabaseUrl: 'http://localhost:54321',
    supabaseAnonKey: 'anon-key',
    catalogUrl: 'http://localhost:54321/catalog/3',
    demoMode: true,
  });
  single.mockResolvedValue({
    data: { id: 'u1', email: 'ada@example.com', is_premium: false },
    error: null,
  });
  const client = {
    auth: {
      onAuthStateChange: (listener: Listener) => {
        emit = listener;
        return { data: { subscription: { unsubscribe: jest.fn() } } };
      },
      signInWithPassword,
    },
    from: () => ({ select: () => ({ eq: () => ({ single }) }) }),
  } as never;
  let announceCreated: (value: never) => void = () => {};
  const created = new Promise<never>((resolve) => {
    announceCreated = resolve;
  });
  jest.mocked(whenSupabaseClientCreated).mockReturnValue(created);
  jest.mocked(getSupabaseClient).mockReset();
  jest.mocked(getSupabaseClient).mockImplementation(() => {
    announceCreated(client);
    return Promise.resolve(client);
  });
});

/** The provider needs only the store: the shell mounts it above the router and the theme. */
function renderInStore(ui: ReactNode, { store }: { store: AppStore }) {
  return render(<Provider store={store}>{ui}</Provider>);
}

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
  it('signs a visitor with no stored session out at once, without fetching the client', () => {
    const store = makeStore();
    renderInStore(<AuthProvider>ready</AuthProvider>, { store });

    expect(selectSessionStatus(store.getState())).toBe('signedOut');
    expect(getSupabaseClient).not.toHaveBeenCalled();
  });

  it('fetches the client at once for an auth redirect, and when another tab signs in', async () => {
    window.history.replaceState(null, '', '/#access_token=token&refresh_token=r&expires_in=3600');
    renderInStore(<AuthProvider>ready</AuthProvider>, { store: makeStore() });
    expect(getSupabaseClient).toHaveBeenCalledTimes(1);

    window.history.replaceState(null, '', '/');
    jest.mocked(getSupabaseClient).mockClear();
    renderInStore(<AuthProvider>ready</AuthProvider>, { store: makeStore() });
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'x' }));
    expect(getSupabaseClient).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: STORED_SESSION_KEY, newValue: '{}' }));
    expect(getSupabaseClient).toHaveBeenCalled();
  });

  it('follows auth events into the store and loads the profile after sign-in', async () => {
    localStorage.setItem(STORED_SESSION_KEY, '{}');
    const store = makeStore();
    renderInStore(<AuthProvider>ready</AuthProvider>, { store });
    await waitFor(() => expect(emit).toBeDefined());

    act(() => emit('INITIAL_SESSION', null));
    expect(selectSessionStatus(store.getState())).toBe('signedOut');

    act(() => emit('SIGNED_IN', { user: { id: 'u1', email: 'ada@example.com' } }));
    expect(selectUser(store.getState())).toEqual({ id: 'u1', email: 'ada@example.com' });
    await waitFor(() => expect(selectProfile(store.getState())?.id).toBe('u1'));

    act(() => emit('TOKEN_REFRESHED', { user: { id: 'u1', email: 'ada@example.com' } }));
    expect(single).toHaveBeenCalledTimes(1);

    act(() => emit('SIGNED_OUT', null));
    expect(selectUser(store.getState())).toBeNull();
    expect(selectProfile(store.getState())).toBeNull();
  });

  it("gives the remotes sign-in, with the server's message in a 'Sign in failed' toast", async () => {
    signInWithPassword.mockResolvedValue({ error: { message: 'Invalid login credentials' } });
    const store = await signInThroughTheProvider();

    await waitFor(() =>
      expect(selectToasts(store.getState())[0]).toMatchObject({
        title: 'Sign in failed',
        description: 'Invalid login credentials',
        tone: 'destructive',
      }),
    );
  });

  it('welcomes a user back after a successful sign-in', async () => {
    signInWithPassword.mockResolvedValue({ error: null });
    const store = await signInThroughTheProvider();

    await waitFor(() =>
      expect(selectToasts(store.getState())[0]).toMatchObject({
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
