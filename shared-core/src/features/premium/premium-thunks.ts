import { createAsyncThunk } from '@reduxjs/toolkit';
import { getSupabaseClient } from '../../supabase/supabase-client';
import { selectIsSignedIn } from '../session/session-slice';
import { toastMessages } from '../toasts/toast-messages';
import { toastShown } from '../toasts/toasts-slice';
import {
  demoModeSet,
  selectDemoAvailable,
  subscriptionChecked,
  type SubscriptionStatus,
} from './premium-slice';
import type { RootState } from '../../app/root-state';

/** The subscription is re-checked every 5 minutes. */
export const SUBSCRIPTION_POLL_MS = 300_000;

/** Asks the `check-subscription` function; a failure keeps the last status and says so. */
export const checkSubscription = createAsyncThunk<void, void, { state: RootState }>(
  'premium/checkSubscription',
  async (_, { dispatch }) => {
    try {
      const supabase = await getSupabaseClient();
      const { data, error } =
        await supabase.functions.invoke<SubscriptionStatus>('check-subscription');
      if (error || !data) throw error ?? new Error('check-subscription answered nothing');
      dispatch(subscriptionChecked(data));
    } catch (error) {
      console.error('Subscription check failed', error);
      dispatch(toastShown(toastMessages.subscriptionCheckFailed()));
    }
  },
);

/**
 * Demo mode forces premium on; turning it off goes back to the real status, checked again. Where
 * the deployment has no demo mode, asking for premium says it cannot be bought yet instead.
 */
export const setDemoPremium = createAsyncThunk<void, boolean, { state: RootState }>(
  'premium/setDemoPremium',
  async (enabled, { dispatch, getState }) => {
    if (!selectDemoAvailable(getState())) {
      if (enabled) dispatch(toastShown(toastMessages.upgradeUnavailable()));
      return;
    }
    dispatch(demoModeSet(enabled));
    dispatch(
      toastShown(
        enabled ? toastMessages.demoPremiumEnabled() : toastMessages.demoPremiumDisabled(),
      ),
    );
    if (!enabled && selectIsSignedIn(getState())) await dispatch(checkSubscription());
  },
);
