import { createAction } from '@reduxjs/toolkit';

/**
 * What this browser's storage holds for the store. A page the server rendered starts from the
 * server's state (which no browser storage reached) and reads storage only once it is hydrated,
 * so its first render matches the server's HTML.
 */
export interface StoredState {
  preferences: {
    selectedServices: string[];
    selectedCountry: string | null;
    onboardingCompleted: boolean;
  };
  demoPremium: boolean;
}

export const storedStateRead = createAction<StoredState>('storage/storedStateRead');
