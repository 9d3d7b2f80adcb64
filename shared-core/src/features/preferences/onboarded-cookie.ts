import { writeFlagCookie } from '../../storage/flag-cookie';
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
