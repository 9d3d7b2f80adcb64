import { createIntl } from 'react-intl';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatToast, selectDemoMode, selectToasts } from 'shared-core';
import { currentLocation, installFakeBackend, renderAt, storeFor } from 'dev-harness/testing';
import { PlansScreen } from './plans-screen';

const english = createIntl({ locale: 'en', defaultLocale: 'en' });

const user = () => userEvent.setup();
const subscribe = () => screen.getByRole('link', { name: 'Subscribe' });

beforeEach(() => localStorage.clear());

describe('PlansScreen', () => {
  it('shows the two prices and leads a free member to the local checkout of the plan chosen', async () => {
    installFakeBackend();
    renderAt('/plans?redirect=account', <PlansScreen />, { store: storeFor('free') });
    expect(screen.getByRole('heading', { level: 1, name: 'WatchWhere Plus' })).toBeVisible();
    const plans = screen.getByRole('group', { name: 'Choose how to pay' });
    expect(within(plans).getByRole('radio', { name: /Monthly\s*\$9\.99 per month/ })).toBeChecked();
    expect(within(plans).getByRole('radio', { name: /Yearly\s*\$99 per year/ })).not.toBeChecked();
    expect(subscribe()).toHaveAttribute('href', '/plans/checkout?plan=monthly&redirect=account');

    await user().click(within(plans).getByRole('radio', { name: /Yearly/ }));
    await user().click(subscribe());
    expect(currentLocation()).toBe('/plans/checkout?plan=yearly&redirect=account');
  });

  it("links to the deployment's checkout page (PLUS_CHECKOUT_URL) with the plan", () => {
    installFakeBackend({}, { plusCheckout: { kind: 'url', url: 'https://pay.example.com/plus' } });
    renderAt('/plans', <PlansScreen />, { store: storeFor('free') });
    expect(subscribe()).toHaveAttribute('href', 'https://pay.example.com/plus?plan=monthly');
  });

  it('hides Subscribe where the deployment takes no payments', () => {
    installFakeBackend({}, { plusCheckout: null, demoMode: false });
    renderAt('/plans', <PlansScreen />, { store: storeFor('free') });
    expect(screen.queryByRole('link', { name: 'Subscribe' })).toBeNull();
    expect(screen.getByText(/Plus can't be bought here yet/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try Plus in demo mode' })).toBeNull();
  });

  it('asks a visitor to sign in first and brings them back to the plans', () => {
    installFakeBackend();
    renderAt('/plans', <PlansScreen />);
    expect(screen.queryByRole('link', { name: 'Subscribe' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in to subscribe' })).toHaveAttribute(
      'href',
      '/auth?redirect=plans',
    );
  });

  it('tells a Plus member they have it already', () => {
    installFakeBackend();
    renderAt('/plans', <PlansScreen />, { store: storeFor('premium') });
    expect(screen.getByText('You already have Plus.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Subscribe' })).toBeNull();
  });

  it('keeps the demo switch where the deployment has demo mode, and goes back', async () => {
    installFakeBackend();
    const { store } = renderAt('/plans?redirect=account', <PlansScreen />, {
      store: storeFor('free'),
    });
    await user().click(screen.getByRole('button', { name: 'Try Plus in demo mode' }));
    expect(selectDemoMode(store.getState())).toBe(true);
    expect(formatToast(selectToasts(store.getState())[0]!, english).title).toBe(
      'Premium demo mode enabled',
    );
    expect(currentLocation()).toBe('/account');
  });
});
