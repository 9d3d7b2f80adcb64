import {
  authStorageKey,
  makeStore,
  subscriptionChecked,
  type AppStore,
  type AuthActions,
  type Profile,
  type SessionUser,
  type WatchlistActions,
} from 'shared-core';

/** Who is visiting: nobody signed in, signed in (profile not loaded yet), a free user or a Plus member. */
export type Visitor = 'guest' | 'signedIn' | 'free' | 'premium';

export const TEST_USER: SessionUser = { id: 'u1', email: 'a@b.co' };

/**
 * A store whose session is settled for `visitor`, as app-providers' AuthProvider leaves it. A free user
 * and a Plus member have signed in and have their profile; a Plus member also has a subscription.
 * The session is the store's starting state, not a sign-in event, so no sign-in side effect (the
 * profile read) runs against a test that did not ask for one.
 */
export function storeFor(visitor: Visitor, user: SessionUser = TEST_USER): AppStore {
  const signedIn = visitor !== 'guest';
  const hasProfile = visitor === 'free' || visitor === 'premium';
  const store = makeStore({
    session: {
      status: signedIn ? 'signedIn' : 'signedOut',
      user: signedIn ? user : null,
      lastEvent: hasProfile ? 'SIGNED_IN' : 'INITIAL_SESSION',
      profile: hasProfile
        ? ({ id: user.id, email: user.email, is_premium: false } as Profile)
        : null,
      memberHint: null,
    },
  });
  if (visitor === 'premium') {
    store.dispatch(
      subscriptionChecked({ subscribed: true, subscription_tier: 'Plus', subscription_end: null }),
    );
  }
  return store;
}

/** The auth actions the shell provides, recording their calls and succeeding unless overridden. */
export const fakeAuth = (overrides: Partial<AuthActions> = {}): jest.Mocked<AuthActions> => ({
  signIn: jest.fn().mockResolvedValue(null),
  signUp: jest.fn().mockResolvedValue(null),
  signOut: jest.fn().mockResolvedValue(null),
  signInWithProvider: jest.fn().mockResolvedValue(null),
  ...(overrides as Partial<jest.Mocked<AuthActions>>),
});

/** The watchlist actions the shell provides, recording their calls and succeeding unless overridden. */
export const fakeWatchlist = (
  overrides: Partial<WatchlistActions> = {},
): jest.Mocked<WatchlistActions> => ({
  add: jest.fn().mockResolvedValue(undefined),
  remove: jest.fn().mockResolvedValue(undefined),
  clear: jest.fn().mockResolvedValue(undefined),
  ...(overrides as Partial<jest.Mocked<WatchlistActions>>),
});

/**
 * Saves a session for `user` where supabase-js keeps it, so the real client acts as that user
 * (calls that need a session, like updating the password, go out). Install the fake backend first.
 */
export function storeSupabaseSession(user: SessionUser = TEST_USER): void {
  const expiresIn = 3600;
  localStorage.setItem(
    authStorageKey(),
    JSON.stringify({
      access_token: 'access-token',
      refresh_token: 'refresh-token',
      token_type: 'bearer',
      expires_in: expiresIn,
      expires_at: Math.floor(Date.now() / 1000) + expiresIn,
      user: { ...user, aud: 'authenticated', role: 'authenticated' },
    }),
  );
}
