import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from 'dev-harness/testing';
import { Route, Routes } from 'react-router';
import {
  authStateChanged,
  countrySaved,
  makeStore,
  profileLoaded,
  selectOnboardingCompleted,
  type Profile,
} from 'shared-core';
import { getSupabaseClient } from 'shared-core/src/supabase/supabase-client';
import { OnboardingGate } from './onboarding-gate';

jest.mock('shared-core/src/supabase/supabase-client', () => ({ getSupabaseClient: jest.fn() }));

const update = jest.fn();

function App() {
  return (
    <Routes>
      <Route path="/welcome" element={<h1>Welcome</h1>} />
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
  update.mockReset().mockReturnValue({ eq: jest.fn().mockResolvedValue({ error: null }) });
  jest.mocked(getSupabaseClient).mockResolvedValue({ from: () => ({ update }) } as never);
});

describe('OnboardingGate', () => {
  it('sends a newcomer to /welcome', () => {
    renderWithProviders(<App />, { store: guestStore(), route: '/discover' });
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  });

  it('never redirects away from /auth', () => {
    renderWithProviders(<App />, { store: guestStore(), route: '/auth' });
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeVisible();
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
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(expect.objectContaining({ onboarding_completed: true })),
    );
  });
});
