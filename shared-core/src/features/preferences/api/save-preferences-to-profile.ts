import { backendError } from '../../../api/backend-error';
import { catalogApi } from '../../../api/catalog-api';
import { getSupabaseClient } from '../../../supabase/supabase-client';
import type { PreferencesState } from '../preferences-slice';

interface PreferencesOfUser {
  userId: string;
  preferences: PreferencesState;
}

const savePreferencesApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    savePreferencesToProfile: build.mutation<null, PreferencesOfUser>({
      async queryFn({ userId, preferences }) {
        const { selectedServices, selectedCountry, onboardingCompleted } = preferences;
        try {
          const supabase = await getSupabaseClient();
          const { error } = await supabase
            .from('profiles')
            .update({
              selected_services: selectedServices,
              selected_country: selectedCountry,
              onboarding_completed: onboardingCompleted,
            })
            .eq('id', userId);
          if (error) throw error;
          return { data: null };
        } catch (error) {
          console.error('Saving preferences to the profile failed', error);
          return backendError(error);
        }
      },
    }),
  }),
});

/** Writes the onboarding choices to the user's profile (not kept in the store). */
export const savePreferencesToProfile = (userId: string, preferences: PreferencesState) =>
  savePreferencesApi.endpoints.savePreferencesToProfile.initiate(
    { userId, preferences },
    { track: false },
  );
