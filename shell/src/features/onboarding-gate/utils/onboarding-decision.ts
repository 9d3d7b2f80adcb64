import type { PreferencesState } from 'shared-core';

/** Paths the gate never redirects away from (/unsubscribe: a mail's link, for anyone who has it). */
const OPEN_PATHS = ['/welcome', '/onboarding', '/auth', '/unsubscribe'];

export const isOpenPath = (pathname: string) =>
  OPEN_PATHS.some((open) => pathname === open || pathname.startsWith(`${open}/`));

export const hasOnboardingChoices = (preferences: PreferencesState) =>
  preferences.onboardingCompleted ||
  preferences.selectedCountry !== null ||
  preferences.selectedServices.length > 0;

export type GateDecision = 'render' | 'wait' | 'welcome';

/**
 * Nothing about onboarding known → /welcome. A signed-in user's choices may still arrive with their
 * profile, so the gate waits for it rather than sending them through onboarding again.
 */
export function decideGate(input: {
  pathname: string;
  preferences: PreferencesState;
  sessionStatus: 'unknown' | 'signedOut' | 'signedIn';
  profileLoaded: boolean;
}): GateDecision {
  if (isOpenPath(input.pathname) || hasOnboardingChoices(input.preferences)) return 'render';
  if (input.sessionStatus === 'unknown') return 'wait';
  if (input.sessionStatus === 'signedIn' && !input.profileLoaded) return 'wait';
  return 'welcome';
}
