import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isDemoModeDeployed } from '../../config/runtime-config';
import { readStored } from '../../storage/web-storage';
import { storedStateRead } from '../../storage/stored-state-read';
import { authStateChanged } from '../session/session-slice';

/** What the `check-subscription` function answers. */
export interface SubscriptionStatus {
  subscribed: boolean;
  subscription_end: string | null;
  subscription_tier: string | null;
}

export interface PremiumState {
  subscription: SubscriptionStatus | null;
  /** Forces premium on for testing; kept in browser storage. Never on where demo is unavailable. */
  demoMode: boolean;
  /** The deployment offers demo mode (`demoMode` in config.json), as loaded when the store is made. */
  demoAvailable: boolean;
}

export const readStoredDemoPremium = () => readStored<unknown>('demoPremium', false) === true;

const initialState = (): PremiumState => {
  const demoAvailable = isDemoModeDeployed();
  return {
    subscription: null,
    demoMode: demoAvailable && readStoredDemoPremium(),
    demoAvailable,
  };
};

export const premiumSlice = createSlice({
  name: 'premium',
  initialState,
  reducers: {
    subscriptionChecked(state, action: PayloadAction<SubscriptionStatus>) {
      state.subscription = action.payload;
    },
    /** Ignored where the deployment has no demo mode, whoever dispatches it. */
    demoModeSet(state, action: PayloadAction<boolean>) {
      state.demoMode = state.demoAvailable && action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(authStateChanged, (state, action) => {
        if (!action.payload.user) state.subscription = null;
      })
      .addCase(storedStateRead, (state, action) => {
        state.demoMode = state.demoAvailable && action.payload.demoPremium;
      });
  },
  selectors: {
    selectDemoMode: (state) => state.demoAvailable && state.demoMode,
    selectDemoAvailable: (state) => state.demoAvailable,
    selectSubscription: (state) => state.subscription,
  },
});

export const { subscriptionChecked, demoModeSet } = premiumSlice.actions;
export const { selectDemoMode, selectDemoAvailable, selectSubscription } = premiumSlice.selectors;
