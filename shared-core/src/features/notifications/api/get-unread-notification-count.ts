import { backendError } from '../../../api/backend-error';
import { catalogApi } from '../../../api/catalog-api';
import { getSupabaseClient } from '../../../supabase/supabase-client';

/** How often the header's bell asks for the unread count (it also asks when the tab regains focus). */
export const UNREAD_NOTIFICATIONS_POLL_MS = 60_000;

const getUnreadNotificationCountApi = catalogApi
  .enhanceEndpoints({ addTagTypes: ['Notifications'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /**
       * How many of the signed-in user's alerts are unread: a HEAD request counting rows, no rows
       * sent (the argument, their id, keeps users' caches apart).
       */
      getUnreadNotificationCount: build.query<number, string>({
        async queryFn() {
          const supabase = await getSupabaseClient();
          const { count, error } = await supabase
            .from('notifications')
            .select('id', { count: 'exact', head: true })
            .is('read_at', null);
          return error ? backendError(error) : { data: count ?? 0 };
        },
        providesTags: ['Notifications'],
      }),
    }),
  });

export const { useGetUnreadNotificationCountQuery } = getUnreadNotificationCountApi;
