import { backendError } from '../../../api/backend-error';
import { catalogApi } from '../../../api/catalog-api';
import { getSupabaseClient } from '../../../supabase/supabase-client';
import type { WatchedTitle } from '../notification-types';

const getNotifyRequestsApi = catalogApi
  .enhanceEndpoints({ addTagTypes: ['NotifyRequests'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /**
       * Every title the signed-in user asked to hear about with Notify Me, newest first (the
       * argument, their id, keeps users' caches apart). Adding or removing one refreshes it.
       */
      getNotifyRequests: build.query<WatchedTitle[], string>({
        async queryFn() {
          const supabase = await getSupabaseClient();
          const { data, error } = await supabase
            .from('notify_requests')
            .select('id,media_type,tmdb_id,title,created_at')
            .order('created_at', { ascending: false })
            .order('id', { ascending: true });
          return error ? backendError(error) : { data: (data ?? []) as WatchedTitle[] };
        },
        providesTags: ['NotifyRequests'],
      }),
    }),
  });

export const { useGetNotifyRequestsQuery } = getNotifyRequestsApi;
