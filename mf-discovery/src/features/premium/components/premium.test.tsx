import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  currentLocation,
  installFakeBackend,
  LocationProbe,
  renderWithProviders,
  storeFor,
} from 'dev-harness/testing';
import { Route, Routes } from 'react-router';
import { makeStore, selectDemoMode, selectIsPremium, selectToasts } from 'shared-core';
import { DemoToggle } from './demo-toggle';
import { UpsellCard } from './upsell-card';

const renderUpsell = (store = makeStore()) =>
  renderWithProviders(
    <Routes>
      <Route path="/" element={<UpsellCard />} />
      <Route path="*" element={<LocationProbe />} />
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
    expect(currentLocation()).toBe('/auth?redirect=plans');
  });

  it('sends signed-in users to the plans, which return them here', async () => {
    renderUpsell(storeFor('signedIn'));
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    expect(currentLocation()).toMatch(/^\/plans/);
  });
});

describe('DemoToggle', () => {
  beforeEach(() => localStorage.clear());

  it('is absent where the deployment has no demo mode', () => {
    installFakeBackend({}, { demoMode: false });
    renderWithProviders(<DemoToggle />);
    expect(
      screen.queryByRole('button', { name: 'Toggle Free/Premium Mode (Demo)' }),
    ).not.toBeInTheDocument();
  });

  it('switches between free and premium with the home toasts', async () => {
    installFakeBackend();
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
