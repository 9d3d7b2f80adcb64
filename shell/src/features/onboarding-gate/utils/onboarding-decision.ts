import { hasChoices, type PreferencesState } from 'shared-core';
// Paths the gate never redirects away from (/unsubscribe: a mail's link, for anyone who has it).
// A JSON file: the shell's server reads it too, to preload what a newcomer will see.
import openPaths from '../../../lib/open-paths.json';

export const isOpenPath = (pathname: string) =>
  openPaths.some((open) => pathname === open || pathname.startsWith(`${open}/`));

/**
 * The page a visit starts on, as far as the browser's own choices tell before the app runs: a
 * newcomer's is /welcome (a signed-in user's profile may still send them on to the path).
 */
export const pathShownFirst = (pathname: string, preferences: PreferencesState) =>
  isOpenPath(pathname) || hasChoices(preferences) ? pathname : '/welcome';

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
  if (isOpenPath(input.pathname) || hasChoices(input.preferences)) return 'render';
  if (input.sessionStatus === 'unknown') return 'wait';
  if (input.sessionStatus === 'signedIn' && !input.profileLoaded) return 'wait';
  return 'welcome';
}
