import type { Dispatch } from '@reduxjs/toolkit';
import type { RootState } from '../../app/root-state';
import { getSupabaseClient } from '../../supabase/supabase-client';
import type { Profile } from '../session/session-slice';
import { preferencesRestored, type PreferencesState } from './preferences-slice';

const profileHasChoices = (profile: Profile) =>
  Boolean(profile.selected_country) ||
  (profile.selected_services?.length ?? 0) > 0 ||
  profile.onboarding_completed === true;

const hasChoices = (preferences: PreferencesState) =>
  Boolean(preferences.selectedCountry) ||
  preferences.selectedServices.length > 0 ||
  preferences.onboardingCompleted;

/** Writes the current onboarding choices to the signed-in user's profile. */
export async function savePreferencesToProfile(state: RootState): Promise<void> {
  const user = state.session.user;
  if (!user) return;
  const { selectedServices, selectedCountry, onboardingCompleted } = state.preferences;
  try {
    const supabase = await getSupabaseClient();
    const { error } = await supabase
      .from('profiles')
      .update({
        selected_services: selectedServices,
        selected_country: selectedCountry,
        onboarding_completed: onboardingCompleted,
      })
      .eq('id', user.id);
    if (error) throw error;
  } catch (error) {
    console.error('Saving preferences to the profile failed', error);
  }
}

/**
 * After sign-in: choices saved in the profile (e.g. on another device) win; a profile without any
 * takes the choices this browser made as a guest.
 */
export async function adoptOrUploadPreferences(
  profile: Profile,
  api: { getState: () => RootState; dispatch: Dispatch },
): Promise<void> {
  if (profileHasChoices(profile)) {
    api.dispatch(
      preferencesRestored({
        selectedServices: profile.selected_services ?? [],
        selectedCountry: profile.selected_country,
        onboardingCompleted: profile.onboarding_completed === true,
      }),
    );
  } else if (hasChoices(api.getState().preferences)) {
    await savePreferencesToProfile(api.getState());
  }
}
