import { renderWithProviders } from 'dev-harness/testing';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import {
  AuthContext,
  authStateChanged,
  makeStore,
  WatchlistContext,
  type AppStore,
  type AuthActions,
  type WatchlistActions,
} from 'shared-core';

function CurrentPath() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current path">{pathname + search}</output>;
}

export const fakeAuth = (overrides: Partial<AuthActions> = {}): AuthActions => ({
  signIn: jest.fn().mockResolvedValue(null),
  signUp: jest.fn().mockResolvedValue(null),
  signOut: jest.fn().mockResolvedValue(null),
  signInWithProvider: jest.fn().mockResolvedValue(null),
  ...overrides,
});

export const fakeWatchlist = (overrides: Partial<WatchlistActions> = {}): WatchlistActions => ({
  add: jest.fn().mockResolvedValue(undefined),
  remove: jest.fn().mockResolvedValue(undefined),
  clear: jest.fn().mockResolvedValue(undefined),
  ...overrides,
});

/** A store whose session is settled: signed out, or signed in as u1 (a@b.co). */
export function storeWith(session: 'signedOut' | 'signedIn'): AppStore {
  const store = makeStore();
  const user = session === 'signedIn' ? { id: 'u1', email: 'a@b.co' } : null;
  store.dispatch(authStateChanged({ event: 'INITIAL_SESSION', user }));
  return store;
}

/**
 * Renders a screen at `route` (its path pattern is the route without the query), with the auth and
 * watchlist actions the shell would provide, and the current address shown for navigation checks.
 */
export function renderScreen(
  route: string,
  screen: ReactElement,
  {
    store = storeWith('signedOut'),
    auth = fakeAuth(),
    watchlist = fakeWatchlist(),
  }: { store?: AppStore; auth?: AuthActions; watchlist?: WatchlistActions } = {},
) {
  const path = route.split('?')[0]!;
  const result = renderWithProviders(
    <AuthContext.Provider value={auth}>
      <WatchlistContext.Provider value={watchlist}>
        <Routes>
          <Route path={path} element={screen} />
          <Route path="*" element={null} />
        </Routes>
        <CurrentPath />
      </WatchlistContext.Provider>
    </AuthContext.Provider>,
    { route, store },
  );
  return { ...result, auth, watchlist };
}

export const currentPath = (container: { getByLabelText: (label: string) => HTMLElement }) =>
  container.getByLabelText('Current path').textContent;
