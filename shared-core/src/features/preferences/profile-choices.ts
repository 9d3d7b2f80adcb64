import type { Profile } from '../session/session-slice';
import type { PreferencesState } from './preferences-slice';

/** The onboarding choices a profile holds, or null when it holds none. */
export function choicesInProfile(profile: Profile): PreferencesState | null {
  const hasChoices =
    Boolean(profile.selected_country) ||
    (profile.selected_services?.length ?? 0) > 0 ||
    profile.onboarding_completed === true;
  if (!hasChoices) return null;
  return {
    selectedServices: profile.selected_services ?? [],
    selectedCountry: profile.selected_country,
    onboardingCompleted: profile.onboarding_completed === true,
  };
}

export const hasChoices = (preferences: PreferencesState) =>
  Boolean(preferences.selectedCountry) ||
  preferences.selectedServices.length > 0 ||
  preferences.onboardingCompleted;
