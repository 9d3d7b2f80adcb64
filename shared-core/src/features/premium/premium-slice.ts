import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStored } from '../../storage/local-storage';
import { authStateChanged } from '../session/session-slice';

/** Browser-storage key of the demo-premium flag (spec §3). */
export const DEMO_PREMIUM_KEY = 'demoPremium';

/** What the `check-subscription` function answers. */
export interface SubscriptionStatus {
  subscribed: boolean;
  subscription_end: string | null;
  subscription_tier: string | null;
}

export interface PremiumState {
  subscription: SubscriptionStatus | null;
  /** Forces premium on for testing; kept in browser storage. */
  demoMode: boolean;
}

const initialState = (): PremiumState => ({
  subscription: null,
  demoMode: readStored<unknown>(DEMO_PREMIUM_KEY, false) === true,
});

export const premiumSlice = createSlice({
  name: 'premium',
  initialState,
  reducers: {
    subscriptionChecked(state, action: PayloadAction<SubscriptionStatus>) {
      state.subscription = action.payload;
    },
    demoModeSet(state, action: PayloadAction<boolean>) {
      state.demoMode = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(authStateChanged, (state, action) => {
      if (!action.payload.user) state.subscription = null;
    });
  },
  selectors: {
    selectDemoMode: (state) => state.demoMode,
    selectSubscription: (state) => state.subscription,
  },
});

export const { subscriptionChecked, demoModeSet } = premiumSlice.actions;
export const { selectDemoMode, selectSubscription } = premiumSlice.selectors;
