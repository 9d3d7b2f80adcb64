import { act } from '@testing-library/react';
import { renderWithProviders } from 'dev-harness/testing';
import { selectIsPremium } from 'shared-core';
import { getSupabaseClient } from 'shared-core/src/supabase/supabase-client';
import { storeFor } from '../../../testing/visitors';
import { useSubscriptionPolling } from './use-subscription-polling';

jest.mock('shared-core/src/supabase/supabase-client', () => ({ getSupabaseClient: jest.fn() }));

const invoke = jest.fn();

function Poller() {
  useSubscriptionPolling();
  return null;
}

beforeEach(() => {
  jest.useFakeTimers();
  invoke.mockReset().mockResolvedValue({
    data: { subscribed: false, subscription_tier: null, subscription_end: null },
    error: null,
  });
  jest.mocked(getSupabaseClient).mockResolvedValue({ functions: { invoke } } as never);
});

afterEach(() => jest.useRealTimers());

describe('useSubscriptionPolling', () => {
  it('checks at sign-in and every 5 minutes after, and picks up a new subscription', async () => {
    const store = storeFor('free');
    renderWithProviders(<Poller />, { store });
    await act(async () => {});
    expect(invoke).toHaveBeenCalledTimes(1);

    invoke.mockResolvedValue({
      data: {
        subscribed: true,
        subscription_tier: 'Plus',
        subscription_end: '2027-11-21T00:00:00Z',
      },
      error: null,
    });
    await act(async () => {
      jest.advanceTimersByTime(299_999);
    });
    expect(invoke).toHaveBeenCalledTimes(1);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });

    expect(invoke).toHaveBeenCalledTimes(2);
    expect(selectIsPremium(store.getState())).toBe(true);
  });

  it('does not check for guests', async () => {
    renderWithProviders(<Poller />, { store: storeFor('guest') });
    await act(async () => {
      jest.advanceTimersByTime(600_000);
    });
    expect(invoke).not.toHaveBeenCalled();
  });
});
