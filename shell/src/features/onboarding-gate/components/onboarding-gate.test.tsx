import { act, screen, waitFor } from '@testing-library/react';
import {
  currentLocation,
  installFakeBackend,
  LocationProbe,
  noContent,
  renderWithProviders,
  type FakeBackend,
} from 'dev-harness/testing';
import { Route, Routes } from 'react-router';
import {
  authStateChanged,
  countrySaved,
  makeStore,
  profileLoaded,
  RenderedPageContext,
  selectOnboardingCompleted,
  type RenderedPage,
  type Profile,
} from 'shared-core';
import { OnboardingGate } from './onboarding-gate';

let backend: FakeBackend;

function App() {
  return (
    <Routes>
      <Route
        path="/welcome"
        element={
          <OnboardingGate>
            <h1>Welcome</h1>
            <LocationProbe />
          </OnboardingGate>
        }
      />
      <Route
        path="/auth"
        element={
          <OnboardingGate>
            <h1>Sign in</h1>
          </OnboardingGate>
        }
      />
      <Route
        path="*"
        element={
          <OnboardingGate>
            <h1>Home</h1>
          </OnboardingGate>
        }
      />
    </Routes>
  );
}

const guestStore = () => {
  const store = makeStore();
  store.dispatch(authStateChanged({ event: 'INITIAL_SESSION', user: null }));
  return store;
};

beforeEach(() => {
  localStorage.clear();
  backend = installFakeBackend({ 'PATCH /rest/v1/profiles': noContent });
});

describe('OnboardingGate', () => {
  it("opens a newcomer's link to any other page: a title, Discover, a search", () => {
    for (const route of ['/movie/603', '/discover?genre=28', '/?q=matrix']) {
      const { unmount } = renderWithProviders(<App />, { store: guestStore(), route });
      expect(screen.getByRole('heading', { name: 'Home' })).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Welcome' })).toBeNull();
      unmount();
    }
  });

  it("on the server, tells the render to send a newcomer's home to /welcome", () => {
    const reports: Partial<RenderedPage>[] = [];
    renderWithProviders(
      <RenderedPageContext.Provider value={(report) => reports.push(report)}>
        <App />
      </RenderedPageContext.Provider>,
      { store: makeStore(), route: '/' },
    );
    expect(reports).toEqual([{ redirect: '/welcome?from=home' }]);
    expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull();
  });

  it('sends on home a visitor the server sent to /welcome whose choices are stored', () => {
    localStorage.setItem('onboardingCompleted', 'true');
    renderWithProviders(<App />, { store: guestStore(), route: '/welcome?from=home' });
    expect(screen.getByRole('heading', { name: 'Home' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Welcome' })).toBeNull();
  });

  it('leaves on /welcome a newcomer the server sent there, and anyone who opened it', () => {
    renderWithProviders(<App />, { store: guestStore(), route: '/welcome?from=home' });
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  });

  it('sends a newcomer asking for home to plain /welcome', () => {
    renderWithProviders(<App />, { store: guestStore(), route: '/' });
    expect(currentLocation()).toBe('/welcome');
  });

  it('never redirects away from /auth', () => {
    renderWithProviders(<App />, { store: guestStore(), route: '/auth' });
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  it("never sends a mail's unsubscribe link through onboarding", () => {
    renderWithProviders(<App />, { store: makeStore(), route: '/unsubscribe?user=u1&token=t' });
    expect(screen.getByRole('heading', { name: 'Home' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Welcome' })).toBeNull();
  });

  it('lets a visitor with stored choices through and marks onboarding completed', () => {
    localStorage.setItem('selectedCountry', '"GB"');
    const store = guestStore();
    renderWithProviders(<App />, { store, route: '/' });

    expect(screen.getByRole('heading', { name: 'Home' })).toBeVisible();
    expect(selectOnboardingCompleted(store.getState())).toBe(true);
    expect(localStorage.getItem('onboardingCompleted')).toBe('true');
  });

  it('shows "Loading WatchWhere..." until it knows who the visitor is', () => {
    renderWithProviders(<App />, { store: makeStore(), route: '/' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading WatchWhere...');
    expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull();
  });

  it("waits for a signed-in user's profile, whose choices let them in", async () => {
    const store = makeStore();
    store.dispatch(authStateChanged({ event: 'SIGNED_IN', user: { id: 'u1', email: 'a@b.co' } }));
    renderWithProviders(<App />, { store, route: '/' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading WatchWhere...');

    act(() => {
      store.dispatch(countrySaved('CA'));
      store.dispatch(profileLoaded({ id: 'u1', selected_country: 'CA' } as Profile));
    });

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
    // The completed flag the gate sets follows the user to their profile.
    await waitFor(async () =>
      expect(await backend.bodiesSentTo('PATCH /rest/v1/profiles')).toContainEqual(
        expect.objectContaining({ onboarding_completed: true }),
      ),
    );
  });
});
