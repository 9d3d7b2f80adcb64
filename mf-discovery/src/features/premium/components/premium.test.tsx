import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'dev-harness/testing';
import { Route, Routes, useLocation } from 'react-router';
import {
  authStateChanged,
  makeStore,
  selectDemoMode,
  selectIsPremium,
  selectToasts,
  setRuntimeConfig,
} from 'shared-core';
import { DemoToggle } from './demo-toggle';
import { UpsellCard } from './upsell-card';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const renderUpsell = (store = makeStore()) =>
  renderWithProviders(
    <Routes>
      <Route path="/" element={<UpsellCard />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { store },
  );

describe('UpsellCard', () => {
  it('lists the plan and sends visitors to sign in first', async () => {
    renderUpsell();
    expect(screen.getByText('$9.99 per month or $99 per year')).toBeVisible();
    expect(screen.getByText('Cancel anytime • No hidden fees')).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/auth?redirect=account');
  });

  it('sends signed-in users to their account', async () => {
    const store = makeStore();
    store.dispatch(authStateChanged({ event: 'SIGNED_IN', user: { id: 'u1', email: 'a@b.c' } }));
    renderUpsell(store);
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/account$/);
  });
});

const deployWithDemoMode = (demoMode: boolean) =>
  setRuntimeConfig({
    supabaseUrl: 'http://backend.test',
    supabaseAnonKey: 'anon',
    catalogUrl: 'http://backend.test/catalog',
    demoMode,
  });

describe('DemoToggle', () => {
  beforeEach(() => localStorage.clear());

  it('is absent where the deployment has no demo mode', () => {
    deployWithDemoMode(false);
    renderWithProviders(<DemoToggle />);
    expect(
      screen.queryByRole('button', { name: 'Toggle Free/Premium Mode (Demo)' }),
    ).not.toBeInTheDocument();
  });

  it('switches between free and premium with the home toasts', async () => {
    deployWithDemoMode(true);
    const { store } = renderWithProviders(<DemoToggle />);
    const toggle = screen.getByRole('button', { name: 'Toggle Free/Premium Mode (Demo)' });

    await userEvent.click(toggle);
    expect(selectIsPremium(store.getState())).toBe(true);
    expect(selectToasts(store.getState())[0]).toMatchObject({ title: 'Premium mode activated' });

    await userEvent.click(toggle);
    expect(selectDemoMode(store.getState())).toBe(false);
    expect(selectIsPremium(store.getState())).toBe(false);
    expect(selectToasts(store.getState())[0]).toMatchObject({ title: 'Free mode activated' });
  });
});
