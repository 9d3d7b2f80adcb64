import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'dev-harness/testing';
import {
  makeStore,
  selectProfile,
  selectSessionStatus,
  selectToasts,
  selectUser,
  useAuth,
  useWatchlist,
} from 'shared-core';
import { getSupabaseClient } from 'shared-core/src/supabase/supabase-client';
import { AuthProvider } from './auth-provider';

jest.mock('shared-core/src/supabase/supabase-client', () => ({ getSupabaseClient: jest.fn() }));

type Listener = (event: string, session: { user: { id: string; email: string } } | null) => void;
let emit: Listener;
const signInWithPassword = jest.fn();
const single = jest.fn();

beforeEach(() => {
  single.mockResolvedValue({
    data: { id: 'u1', email: 'ada@example.com', is_premium: false },
    error: null,
  });
  jest.mocked(getSupabaseClient).mockResolvedValue({
    auth: {
      onAuthStateChange: (listener: Listener) => {
        emit = listener;
        return { data: { subscription: { unsubscribe: jest.fn() } } };
      },
      signInWithPassword,
    },
    from: () => ({ select: () => ({ eq: () => ({ single }) }) }),
  } as never);
});

function SignInButton() {
  const { signIn } = useAuth();
  return <button onClick={() => void signIn('ada@example.com', 'wrong-password')}>Sign in</button>;
}

/** Renders a remote's sign-in button inside the provider and presses it. */
async function signInThroughTheProvider() {
  const store = makeStore();
  renderWithProviders(
    <AuthProvider>
      <SignInButton />
    </AuthProvider>,
    { store },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return store;
}

describe('AuthProvider', () => {
  it('follows auth events into the store and loads the profile after sign-in', async () => {
    const store = makeStore();
    renderWithProviders(<AuthProvider>ready</AuthProvider>, { store });
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
