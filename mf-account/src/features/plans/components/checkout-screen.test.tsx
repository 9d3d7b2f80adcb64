import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectIsPremium, selectToasts } from 'shared-core';
import {
  currentLocation,
  installFakeBackend,
  renderAt,
  storeFor,
  type FakeBackend,
} from 'dev-harness/testing';
import { CheckoutScreen } from './checkout-screen';

const CHECKOUT = 'POST /functions/v1/local-checkout';
const CHECK = 'POST /functions/v1/check-subscription';
const PLUS = {
  subscribed: true,
  subscription_tier: 'Plus',
  subscription_end: '2027-11-23T12:00:00.000Z',
};
const user = () => userEvent.setup();
const confirm = () => screen.getByRole('button', { name: 'Confirm simulated payment' });
let backend: FakeBackend;

beforeEach(() => {
  localStorage.clear();
  backend = installFakeBackend({ [CHECKOUT]: { body: PLUS }, [CHECK]: { body: PLUS } });
});

describe('CheckoutScreen', () => {
  it('says it simulates payment and sums up the order', () => {
    renderAt('/plans/checkout?plan=yearly', <CheckoutScreen />, { store: storeFor('free') });
    expect(screen.getByRole('note')).toHaveTextContent('This checkout simulates payment');
    expect(screen.getByRole('note')).toHaveTextContent('no money is taken');
    expect(screen.getByText('WatchWhere Plus, yearly')).toBeVisible();
    expect(screen.getByText('$99 per year')).toBeVisible();
    expect(screen.getByText('a@b.co')).toBeVisible();
  });

  it('grants Plus, checks the subscription again so the app shows it, and goes back', async () => {
    const { store } = renderAt(
      '/plans/checkout?plan=monthly&redirect=account',
      <CheckoutScreen />,
      {
        store: storeFor('free'),
      },
    );
    await user().click(confirm());
    await waitFor(() => expect(currentLocation()).toBe('/account'));
    expect(await backend.bodiesSentTo(CHECKOUT)).toEqual([{ plan: 'monthly' }]);
    expect(backend.sentTo(CHECK)).toHaveLength(1);
    expect(selectIsPremium(store.getState())).toBe(true);
    expect(selectToasts(store.getState())[0]?.title).toBe('Welcome to Plus');
  });

  it('stays and says so when the backend refuses', async () => {
    backend.routes[CHECKOUT] = {
      status: 400,
      body: { error: 'Choose a plan: { "plan": "monthly" | "yearly" }' },
    };
    const { store } = renderAt('/plans/checkout?plan=monthly', <CheckoutScreen />, {
      store: storeFor('free'),
    });
    await user().click(confirm());
    await waitFor(() =>
      expect(selectToasts(store.getState())[0]).toMatchObject({
        title: "Couldn't complete the checkout",
        // The backend's own English is not shown: shared-core's words for the failure are.
        description: 'Something went wrong',
      }),
    );
    expect(currentLocation()).toBe('/plans/checkout?plan=monthly');
    expect(selectIsPremium(store.getState())).toBe(false);
    expect(backend.sentTo(CHECK)).toHaveLength(0);
  });

  it('asks a visitor to sign in and come back', () => {
    renderAt('/plans/checkout?plan=monthly', <CheckoutScreen />);
    expect(screen.queryByRole('button', { name: 'Confirm simulated payment' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth?redirect=plans/checkout%3Fplan%3Dmonthly',
    );
  });

  it('does not exist where the deployment has no local checkout', () => {
    installFakeBackend({}, { plusCheckout: { kind: 'url', url: 'https://pay.example.com/plus' } });
    renderAt('/plans/checkout?plan=monthly', <CheckoutScreen />, { store: storeFor('free') });
    expect(screen.queryByRole('button', { name: 'Confirm simulated payment' })).toBeNull();
    expect(screen.getByText('No local checkout here')).toBeVisible();
  });
});
