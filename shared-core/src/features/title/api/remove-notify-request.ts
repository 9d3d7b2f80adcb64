import { backendError } from '../../../api/backend-error';
import { catalogApi } from '../../../api/catalog-api';
import { getSupabaseClient } from '../../../supabase/supabase-client';
import { notifyRequestUpdated } from './get-notify-request';
import type { NotifyRequestKey } from './notify-request-key';

// Adding or removing a request changes the Watching list on the Notifications page.
const notifyRequestsApi = catalogApi.enhanceEndpoints({ addTagTypes: ['NotifyRequests'] });

const removeNotifyRequestApi = notifyRequestsApi.injectEndpoints({
  endpoints: (build) => ({
    removeNotifyRequest: build.mutation<null, NotifyRequestKey>({
      async queryFn({ title }) {
        const supabase = await getSupabaseClient();
        const { error } = await supabase
          .from('notify_requests')
          .delete()
          .eq('media_type', title.media_type)
          .eq('tmdb_id', title.id);
        return error ? backendError(error) : { data: null };
      },
      invalidatesTags: (_result, error) => (error ? [] : ['NotifyRequests']),
      async onQueryStarted(key, { dispatch, queryFulfilled }) {
        // A failure reaches the caller through the mutation's result.
        if (
          await queryFulfilled.then(
            () => true,
            () => false,
          )
        ) {
          await dispatch(notifyRequestUpdated(key, false));
        }
      },
    }),
  }),
});

/** Cancels the signed-in user's notify request for one title. */
export const { useRemoveNotifyRequestMutation } = removeNotifyRequestApi;
