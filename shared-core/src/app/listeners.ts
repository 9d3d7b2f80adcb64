import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { writeStored } from '../storage/local-storage';
import { DEMO_PREMIUM_KEY, demoModeSet, selectDemoMode } from '../features/premium/premium-slice';
import {
  countrySaved,
  onboardingCompleted,
  onboardingReset,
  PREFERENCE_KEYS,
  preferencesRestored,
  servicesSaved,
} from '../features/preferences/preferences-slice';
import { profileLoaded } from '../features/session/session-slice';
import {
  adoptOrUploadPreferences,
  savePreferencesToProfile,
} from '../features/preferences/sync-preferences-with-profile';
import type { RootState } from './root-state';

export const listenerMiddleware = createListenerMiddleware<RootState>();

const preferenceChanges = isAnyOf(
  servicesSaved,
  countrySaved,
  onboardingCompleted,
  onboardingReset,
);

// Browser storage mirrors the onboarding choices and the demo flag.
listenerMiddleware.startListening({
  matcher: isAnyOf(preferenceChanges, preferencesRestored),
  effect: (action, api) => {
    const {
      selectedServices,
      selectedCountry,
      onboardingCompleted: completed,
    } = api.getState().preferences;
    const reset = onboardingReset.match(action);
    writeStored(PREFERENCE_KEYS.services, reset ? undefined : selectedServices);
    writeStored(PREFERENCE_KEYS.country, reset ? undefined : (selectedCountry ?? undefined));
    writeStored(PREFERENCE_KEYS.completed, reset ? undefined : completed);
  },
});

listenerMiddleware.startListening({
  actionCreator: demoModeSet,
  effect: (_action, api) =>
    writeStored(DEMO_PREMIUM_KEY, selectDemoMode(api.getState()) || undefined),
});

// Signed-in users' choices follow them across devices through their profile.
listenerMiddleware.startListening({
  matcher: preferenceChanges,
  effect: (_action, api) => savePreferencesToProfile(api.getState()),
});

listenerMiddleware.startListening({
  actionCreator: profileLoaded,
  effect: (action, api) => adoptOrUploadPreferences(action.payload, api),
});
