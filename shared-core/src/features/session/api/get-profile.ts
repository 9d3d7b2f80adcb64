import { backendError } from '../../../api/backend-error';
import { catalogApi } from '../../../api/catalog-api';
import { getSupabaseClient } from '../../../supabase/supabase-client';
import type { Profile } from '../session-slice';

const getProfileApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, string>({
      async queryFn(userId) {
        try {
          const supabase = await getSupabaseClient();
          const { data, error } = await supabase
            .from('profiles')
            .select('*')
            .eq('id', userId)
            .single<Profile>();
          if (error) throw error;
          return { data };
        } catch (error) {
          console.error('Loading the profile failed', error);
          return backendError(error);
        }
      },
    }),
  }),
});

/** Reads the signed-in user's `profiles` row (RLS lets them read only their own), afresh each time. */
export const loadProfile = (userId: string) =>
  getProfileApi.endpoints.getProfile.initiate(userId, { subscribe: false, forceRefetch: true });
