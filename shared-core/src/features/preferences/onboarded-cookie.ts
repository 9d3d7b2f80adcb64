import { writeFlagCookie } from '../../storage/flag-cookie';
import type { PreferencesState } from './preferences-slice';
import { hasChoices } from './profile-choices';

/**
 * Tells the shell's server, which cannot read browser storage, that this browser gets past the
 * onboarding gate, so a page's HTML preloads the page itself rather than /welcome: sets the cookie
 * while the choices let pages render, and removes it once they do not.
 */
export function mirrorOnboardingToCookie(preferences: PreferencesState): void {
  writeFlagCookie('watchwhere_onboarded', hasChoices(preferences));
}
