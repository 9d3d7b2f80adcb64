import { createIntl } from 'react-intl';
import { makeStore } from '../../app/store';
import { setRuntimeConfig } from '../../config/runtime-config';
import { getSupabaseClient } from '../../supabase/supabase-client';
import { authStateChanged, profileLoaded, type Profile } from '../session/session-slice';
import { formatToast, selectToasts } from '../toasts/toasts-slice';
import {
  demoModeSet,
  selectDemoAvailable,
  selectDemoMode,
  subscriptionChecked,
} from './premium-slice';
import { checkSubscription } from './api/check-subscription';
import { setDemoPremium } from './api/set-demo-premium';
import { selectIsPremium } from './select-is-premium';

const english = createIntl({ locale: 'en', defaultLocale: 'en' });

jest.mock('../../supabase/supabase-client', () => ({ getSupabaseClient: jest.fn() }));

const invoke = jest.fn();
const deployWithDemoMode = (demoMode: boolean) =>
  setRuntimeConfig({
    supabaseUrl: 'http://sb.test',
    supabaseAnonKey: 'anon',
    catalogUrl: 'http://c.test',
    demoMode,
  });
const user = { id: 'user-1', email: 'ada@example.com' };
const profile = { id: 'user-1', is_premium: false } as Profile;

beforeEach(() => {
  localStorage.clear();
  deployWithDemoMode(true);
  invoke.mockReset();
  jest.mocked(getSupabaseClient).mockResolvedValue({ functions: { invoke } } as never);
});

const signedInStore = () => {
  const store = makeStore();
  store.dispatch(authStateChanged({ event: 'SIGNED_IN', user }));
  store.dispatch(profileLoaded(profile));
  return store;
};

describe('premium', () => {
  it('is free until the subscription check says subscribed', async () => {
    const store = signedInStore();
    expect(selectIsPremium(store.getState())).toBe(false);

    invoke.mockResolvedValue({
      data: { subscribed: true, subscription_tier: 'Plus', subscription_end: '2027-11-21' },
      error: null,
    });
    await store.dispatch(checkSubscription());

    expect(invoke).toHaveBeenCalledWith('check-subscription');
    expect(selectIsPremium(store.getState())).toBe(true);
  });

  it('is premium when the profile says so', () => {
    const store = makeStore();
    store.dispatch(authStateChanged({ event: 'SIGNED_IN', user }));
    store.dispatch(profileLoaded({ ...profile, is_premium: true }));
    expect(selectIsPremium(store.getState())).toBe(true);
  });

  it('keeps the last status and says "Couldn\'t verify subscription" when the check fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const store = signedInStore();
    store.dispatch(
      subscriptionChecked({ subscribed: true, subscription_end: null, subscription_tier: 'Plus' }),
    );
    invoke.mockResolvedValue({
      data: null,
      error: new Error('Edge Function returned a non-2xx status code'),
    });

    await store.dispatch(checkSubscription());

    expect(selectIsPremium(store.getState())).toBe(true);
    expect(formatToast(selectToasts(store.getState())[0]!, english)).toMatchObject({
      title: "Couldn't verify subscription",
      description: "We'll try again shortly",
    });
  });

  it('forgets the subscription on sign-out', () => {
    const store = signedInStore();
    store.dispatch(
      subscriptionChecked({ subscribed: true, subscription_end: null, subscription_tier: 'Plus' }),
    );
    store.dispatch(authStateChanged({ event: 'SIGNED_OUT', user: null }));
    expect(selectIsPremium(store.getState())).toBe(false);
  });

  it('demo mode forces premium, is stored, and turning it off re-checks the real status', async () => {
    const store = signedInStore();
    await store.dispatch(setDemoPremium(true));

    expect(selectIsPremium(store.getState())).toBe(true);
    expect(localStorage.getItem('demoPremium')).toBe('true');
    expect(formatToast(selectToasts(store.getState())[0]!, english)).toMatchObject({
      title: 'Premium demo mode enabled',
      description: 'You can now access all premium features for testing',
    });
    expect(selectDemoMode(makeStore().getState())).toBe(true);

    invoke.mockResolvedValue({
      data: { subscribed: false, subscription_tier: null, subscription_end: null },
      error: null,
    });
    await store.dispatch(setDemoPremium(false));

    expect(selectIsPremium(store.getState())).toBe(false);
    expect(localStorage.getItem('demoPremium')).toBeNull();
    expect(invoke).toHaveBeenCalledTimes(1);
    expect(formatToast(selectToasts(store.getState())[0]!, english)).toMatchObject({
      title: 'Premium demo mode disabled',
      description: 'Reverted to your actual subscription status',
    });
  });
});

describe('premium where the deployment has no demo mode', () => {
  beforeEach(() => deployWithDemoMode(false));

  it('ignores a stored demo flag', () => {
    localStorage.setItem('demoPremium', 'true');
    const store = signedInStore();
    expect(selectDemoAvailable(store.getState())).toBe(false);
    expect(selectDemoMode(store.getState())).toBe(false);
    expect(selectIsPremium(store.getState())).toBe(false);
  });

  it('grants nothing when asked for demo premium, and says Plus cannot be bought yet', async () => {
    const store = signedInStore();
    store.dispatch(demoModeSet(true));
    await store.dispatch(setDemoPremium(true));

    expect(selectIsPremium(store.getState())).toBe(false);
    expect(localStorage.getItem('demoPremium')).toBeNull();
    expect(invoke).not.toHaveBeenCalled();
    expect(formatToast(selectToasts(store.getState())[0]!, english)).toMatchObject({
      title: "Plus can't be bought here yet",
      description: "WatchWhere doesn't take payments yet.",
    });
  });

  it('still follows the real subscription', async () => {
    const store = signedInStore();
    invoke.mockResolvedValue({
      data: { subscribed: true, subscription_tier: 'Plus', subscription_end: null },
      error: null,
    });
    await store.dispatch(checkSubscription());
    expect(selectIsPremium(store.getState())).toBe(true);
  });
});
