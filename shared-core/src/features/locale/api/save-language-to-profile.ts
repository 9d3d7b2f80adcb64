import { backendError } from '../../../api/backend-error';
import { catalogApi } from '../../../api/catalog-api';
import { getSupabaseClient } from '../../../supabase/supabase-client';
import type { AppLocale } from '../locales';

const saveLanguageApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    saveLanguageToProfile: build.mutation<null, { userId: string; language: AppLocale }>({
      async queryFn({ userId, language }) {
        try {
          const supabase = await getSupabaseClient();
          const { error } = await supabase.from('profiles').update({ language }).eq('id', userId);
          if (error) throw error;
          return { data: null };
        } catch (error) {
          console.error('Saving the language to the profile failed', error);
          return backendError(error);
        }
      },
    }),
  }),
});

/** Keeps a member's language in their profile: their other devices and their mail follow it. */
export const saveLanguageToProfile = (userId: string, language: AppLocale) =>
  saveLanguageApi.endpoints.saveLanguageToProfile.initiate({ userId, language }, { track: false });
