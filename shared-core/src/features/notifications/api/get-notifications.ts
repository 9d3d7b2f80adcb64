import { backendError } from '../../../api/backend-error';
import { catalogApi } from '../../../api/catalog-api';
import { getSupabaseClient } from '../../../supabase/supabase-client';
import type { UserNotification } from '../notification-types';

/** The page lists the newest alerts only; older ones stay in the table. */
export const NOTIFICATIONS_LIMIT = 100;

const NOTIFICATION_COLUMNS =
  'id,kind,media_type,tmdb_id,title,poster_path,provider_id,provider_name,region,event_date,created_at,read_at';

const getNotificationsApi = catalogApi
  .enhanceEndpoints({ addTagTypes: ['Notifications'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** The signed-in user's alerts, newest first (the argument, their id, keeps users' caches apart). */
      getNotifications: build.query<UserNotification[], string>({
        async queryFn() {
          const supabase = await getSupabaseClient();
          const { data, error } = await supabase
            .from('notifications')
            .select(NOTIFICATION_COLUMNS)
            .order('created_at', { ascending: false })
            .order('id', { ascending: true })
            .limit(NOTIFICATIONS_LIMIT);
          return error ? backendError(error) : { data: (data ?? []) as UserNotification[] };
        },
        providesTags: ['Notifications'],
      }),
    }),
  });

export const { useGetNotificationsQuery } = getNotificationsApi;
