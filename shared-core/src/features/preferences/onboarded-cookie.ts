import { readCookie, writeCookie, writeFlagCookie } from '../../storage/flag-cookie';
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
function mirrorCountryToCookie(preferences: PreferencesState): void {
  writeCookie('watchwhere_country', preferences.selectedCountry);
}

/** The most services the cookie carries (more than any offer in a country). */
const MAX_COOKIE_SERVICES = 40;
const SERVICE_VALUE = /^[a-z0-9][a-z0-9_-]{0,39}$/;

/**
 * Tells the server's render the services this browser picked, so the page it sends says where
 * the title streams on them (and not a visitor's with none, then theirs once the app runs).
 */
function mirrorServicesToCookie(preferences: PreferencesState): void {
  const { selectedServices } = preferences;
  writeCookie('watchwhere_services', selectedServices.length ? selectedServices.join(',') : null);
}

/** The services a request's cookie names, for the server's render: well-formed values only. */
export function servicesInCookie(cookieHeader: string): string[] {
  const value = readCookie(cookieHeader, 'watchwhere_services') ?? '';
  const services = value.split(',').filter((service) => SERVICE_VALUE.test(service));
  return [...new Set(services)].slice(0, MAX_COOKIE_SERVICES);
}

/** Every cookie that tells the server's render this browser's choices, set from them. */
export function mirrorPreferencesToCookies(preferences: PreferencesState): void {
  mirrorOnboardingToCookie(preferences);
  mirrorCountryToCookie(preferences);
  mirrorServicesToCookie(preferences);
}
