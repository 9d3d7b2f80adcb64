import { readStoredPreferences } from '../features/preferences/preferences-slice';
import { readStoredDemoPremium } from '../features/premium/premium-slice';
import { storedStateRead } from '../storage/stored-state-read';

/** Reads what this browser stores for the store into it (after hydrating a server-rendered page). */
export const readStoredState = () =>
  storedStateRead({ preferences: readStoredPreferences(), demoPremium: readStoredDemoPremium() });
