import { writeCookie, writeFlagCookie } from '../../storage/flag-cookie';
import type { PreferencesState } from './preferences-slice';
import { hasChoices } from './profile-choices';

/**
 * Tells the server's render, which cannot read browser storage, that this browser gets past the
 * onboarding gate on home (else the page server sends it to /welcome): sets the cookie while the
 * choices let home render, and removes it once they do not.
 */
export function mirrorOnboardingToCookie(preferences: PreferencesState): void {
  writeFlagCookie('watchwhere_onboarded', hasChoices(preferences));
}

/**
 * Tells the server's render the country this browser picked, so the page it sends shows that
 * country's availability (and not the default's, then the picked one's once the app runs).
 */
export function mirrorCountryToCookie(preferences: PreferencesState): void {
  writeCookie('watchwhere_country', preferences.selectedCountry);
}
