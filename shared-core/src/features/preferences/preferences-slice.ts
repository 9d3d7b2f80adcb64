import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStored } from '../../storage/local-storage';
import { storedStateRead } from '../../storage/stored-state-read';

/** Browser-storage keys of the onboarding choices; renaming one would lose what browsers hold. */
export const PREFERENCE_KEYS = {
  services: 'selectedServices',
  country: 'selectedCountry',
  completed: 'onboardingCompleted',
} as const;

const DEFAULT_COUNTRY = 'US';

export interface PreferencesState {
  selectedServices: string[];
  /** null until the user picks one; readers fall back to DEFAULT_COUNTRY. */
  selectedCountry: string | null;
  onboardingCompleted: boolean;
}

const readServices = () => {
  const stored = readStored<unknown>(PREFERENCE_KEYS.services, []);
  return Array.isArray(stored)
    ? stored.filter((value): value is string => typeof value === 'string')
    : [];
};

const readCountry = () => {
  const stored = readStored<unknown>(PREFERENCE_KEYS.country, null);
  return typeof stored === 'string' && /^[A-Z]{2}$/.test(stored) ? stored : null;
};

export const readStoredPreferences = (): PreferencesState => ({
  selectedServices: readServices(),
  selectedCountry: readCountry(),
  onboardingCompleted: readStored<unknown>(PREFERENCE_KEYS.completed, false) === true,
});

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: readStoredPreferences,
  reducers: {
    servicesSaved(state, action: PayloadAction<string[]>) {
      state.selectedServices = [...new Set(action.payload)];
    },
    countrySaved(state, action: PayloadAction<string>) {
      state.selectedCountry = action.payload;
    },
    onboardingCompleted(state) {
      state.onboardingCompleted = true;
    },
    onboardingReset() {
      return { selectedServices: [], selectedCountry: null, onboardingCompleted: false };
    },
    /** Choices that followed a signed-in user from their profile (another device). */
    preferencesRestored(_state, action: PayloadAction<PreferencesState>) {
      return action.payload;
    },
  },
  extraReducers: (builder) => {
    // The server rendered with what the cookies said; the browser's storage now completes it.
    builder.addCase(storedStateRead, (state, { payload: { preferences } }) => ({
      ...preferences,
      onboardingCompleted: state.onboardingCompleted || preferences.onboardingCompleted,
    }));
  },
  selectors: {
    selectSelectedServices: (state) => state.selectedServices,
    selectSelectedCountry: (state) => state.selectedCountry,
    selectCountry: (state) => state.selectedCountry ?? DEFAULT_COUNTRY,
    selectOnboardingCompleted: (state) => state.onboardingCompleted,
  },
});

export const {
  servicesSaved,
  countrySaved,
  onboardingCompleted,
  onboardingReset,
  preferencesRestored,
} = preferencesSlice.actions;
export const {
  selectSelectedServices,
  selectSelectedCountry,
  selectCountry,
  selectOnboardingCompleted,
} = preferencesSlice.selectors;
