import { createSelector } from '@reduxjs/toolkit';
import { selectHintedPlus, selectProfile } from '../session/session-slice';
import { selectDemoMode, selectSubscription } from './premium-slice';

/** Plus when demo mode is on, the subscription check says subscribed, or the profile says premium. */
export const selectIsPremium = createSelector(
  [selectDemoMode, selectSubscription, selectProfile],
  (demoMode, subscription, profile) =>
    demoMode || subscription?.subscribed === true || profile?.is_premium === true,
);

/** Whether the header shows Plus: it is, or the member cookie said so while the plan is unknown. */
export const selectDrawnAsPlus = createSelector(
  [selectIsPremium, selectHintedPlus],
  (premium, hintedPlus) => premium || hintedPlus,
);
