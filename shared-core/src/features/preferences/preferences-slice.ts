import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStored } from '../../storage/web-storage';
import { storedStateRead } from '../../storage/stored-state-read';

const DEFAULT_COUNTRY = 'US';

export interface PreferencesState {
  selectedServices: string[];
  /** null until the user picks one; readers fall back to DEFAULT_COUNTRY. */
  selectedCountry: string | null;
  onboardingCompleted: boolean;
  /**
   * The country to show until one is picked, when the page server could tell (the region of the
   * browser's preferred language); never stored.
   */
  defaultCountry?: string | null;
}

const readServices = () => {
  const stored = readStored<unknown>('selectedServices', []);
  return Array.isArray(stored)
    ? stored.filter((value): value is string => typeof value === 'string')
    : [];
};

const readCountry = () => {
  const stored = readStored<unknown>('selectedCountry', null);
  return typeof stored === 'string' && /^[A-Z]{2}$/.test(stored) ? stored : null;
};

export const readStoredPreferences = (): PreferencesState => ({
  selectedServices: readServices(),
  selectedCountry: readCountry(),
  onboardingCompleted: readStored<unknown>('onboardingCompleted', false) === true,
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
    onboardingReset(state) {
      return {
        selectedServices: [],
        selectedCountry: null,
        onboardingCompleted: false,
        defaultCountry: state.defaultCountry,
      };
    },
    /** Choices that followed a signed-in user from their profile (another device). */
    preferencesRestored(state, action: PayloadAction<PreferencesState>) {
      return { ...action.payload, defaultCountry: state.defaultCountry };
    },
    defaultCountryGuessed(state, action: PayloadAction<string>) {
      state.defaultCountry = action.payload;
    },
  },
  extraReducers: (builder) => {
    // The server rendered with what the cookies said; the browser's storage now completes it.
    builder.addCase(storedStateRead, (state, { payload: { preferences } }) => ({
      ...preferences,
      onboardingCompleted: state.onboardingCompleted || preferences.onboardingCompleted,
      defaultCountry: state.defaultCountry,
    }));
  },
  selectors: {
    selectSelectedServices: (state) => state.selectedServices,
    selectSelectedCountry: (state) => state.selectedCountry,
    selectCountry: (state) => state.selectedCountry ?? state.defaultCountry ?? DEFAULT_COUNTRY,
    selectOnboardingCompleted: (state) => state.onboardingCompleted,
  },
});

export const {
  servicesSaved,
  countrySaved,
  onboardingCompleted,
  onboardingReset,
  preferencesRestored,
  defaultCountryGuessed,
} = preferencesSlice.actions;
export const {
  selectSelectedServices,
  selectSelectedCountry,
  selectCountry,
  selectOnboardingCompleted,
} = preferencesSlice.selectors;
