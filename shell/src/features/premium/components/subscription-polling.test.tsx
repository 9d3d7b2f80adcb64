import { act } from '@testing-library/react';
import {
  installFakeBackend,
  renderWithProviders,
  storeFor,
  type FakeBackend,
} from 'dev-harness/testing';
import { selectIsPremium } from 'shared-core';
import { SubscriptionPolling } from './subscription-polling';

const CHECK = 'POST /functions/v1/check-subscription';
let backend: FakeBackend;
const checks = () => backend.sentTo(CHECK).length;

beforeEach(() => {
  jest.useFakeTimers();
  backend = installFakeBackend({
    [CHECK]: { body: { subscribed: false, subscription_tier: null, subscription_end: null } },
  });
});

afterEach(() => jest.useRealTimers());

describe('SubscriptionPolling', () => {
  it('checks at sign-in and every 5 minutes after, and picks up a new subscription', async () => {
    const store = storeFor('free');
    renderWithProviders(<SubscriptionPolling />, { store });
    await act(async () => {});
    expect(checks()).toBe(1);

    backend.routes[CHECK] = {
      body: {
        subscribed: true,
        subscription_tier: 'Plus',
        subscription_end: '2027-11-21T00:00:00Z',
      },
    };
    await act(async () => {
      jest.advanceTimersByTime(299_999);
    });
    expect(checks()).toBe(1);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });

    expect(checks()).toBe(2);
    expect(selectIsPremium(store.getState())).toBe(true);
  });

  it('does not check for guests', async () => {
    renderWithProviders(<SubscriptionPolling />, { store: storeFor('guest') });
    await act(async () => {
      jest.advanceTimersByTime(600_000);
    });
    expect(checks()).toBe(0);
  });
});
