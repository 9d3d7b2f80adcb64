import { backendError } from '../../../api/backend-error';
import { catalogApi } from '../../../api/catalog-api';
import { getSupabaseClient } from '../../../supabase/supabase-client';

const markNotificationReadApi = catalogApi
  .enhanceEndpoints({ addTagTypes: ['Notifications'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** Marks one alert read (an alert read before keeps its first time); the bell and list refresh. */
      markNotificationRead: build.mutation<null, { id: string }>({
        async queryFn({ id }) {
          const supabase = await getSupabaseClient();
          const { error } = await supabase
            .from('notifications')
            .update({ read_at: new Date().toISOString() })
            .eq('id', id)
            .is('read_at', null);
          return error ? backendError(error) : { data: null };
        },
        invalidatesTags: (_result, error) => (error ? [] : ['Notifications']),
      }),
    }),
  });

export const { useMarkNotificationReadMutation } = markNotificationReadApi;
