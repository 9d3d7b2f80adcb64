import { hasChoices, type PreferencesState } from 'shared-core';

/**
 * Whether the gate may hold this page: home without a query. Every other link opens what it names
 * (a shared title, a search, Discover), with an invitation to choose services and a country.
 */
export const isGatedPage = (pathname: string, search: string) => pathname === '/' && !search;

/**
 * The page a visit starts on, as far as the browser's own choices tell before the app runs: a
 * newcomer's home is /welcome (a signed-in user's profile may still send them on to home).
 */
export const pathShownFirst = (pathname: string, search: string, preferences: PreferencesState) =>
  isGatedPage(pathname, search) && !hasChoices(preferences) ? '/welcome' : pathname;

/**
 * Where the page server sends a home without the onboarded cookie. It cannot read browser storage,
 * so the browser finishes the decision: choices stored there send the visitor on home.
 */
export const WELCOME_FROM_HOME = '/welcome?from=home';

const isWelcomeFromHome = (pathname: string, search: string) =>
  pathname === '/welcome' && new URLSearchParams(search).get('from') === 'home';

export type GateDecision = 'render' | 'wait' | 'welcome' | 'home';

/**
 * Nothing about onboarding known on home → /welcome. A signed-in user's choices may still arrive
 * with their profile, so the gate waits for it rather than sending them through onboarding again.
 * Sent to /welcome by the server for home with choices stored after all → home.
 */
export function decideGate(input: {
  pathname: string;
  search: string;
  preferences: PreferencesState;
  sessionStatus: 'unknown' | 'signedOut' | 'signedIn';
  profileLoaded: boolean;
}): GateDecision {
  if (isWelcomeFromHome(input.pathname, input.search) && hasChoices(input.preferences))
    return 'home';
  if (!isGatedPage(input.pathname, input.search) || hasChoices(input.preferences)) return 'render';
  if (input.sessionStatus === 'unknown') return 'wait';
  if (input.sessionStatus === 'signedIn' && !input.profileLoaded) return 'wait';
  return 'welcome';
}
