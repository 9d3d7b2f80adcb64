import { backendError, catalogApi, getSupabaseClient } from 'shared-core';

export const markAllNotificationsReadApi = catalogApi
  .enhanceEndpoints({ addTagTypes: ['Notifications'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** Marks every unread alert of the user read (the argument is their id); the bell and list refresh. */
      markAllNotificationsRead: build.mutation<null, string>({
        async queryFn(userId) {
          const supabase = await getSupabaseClient();
          const { error } = await supabase
            .from('notifications')
            .update({ read_at: new Date().toISOString() })
            .eq('user_id', userId)
            .is('read_at', null);
          return error ? backendError(error) : { data: null };
        },
        invalidatesTags: (_result, error) => (error ? [] : ['Notifications']),
      }),
    }),
  });

export const { useMarkAllNotificationsReadMutation } = markAllNotificationsReadApi;
