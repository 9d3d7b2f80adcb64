import {
  backendError,
  catalogApi,
  getSupabaseClient,
  notifyRequestUpdated,
  type NotifyRequestInput,
} from 'shared-core';

// Adding or removing a request changes the Watching list on the Notifications page.
const notifyRequestsApi = catalogApi.enhanceEndpoints({ addTagTypes: ['NotifyRequests'] });

const addNotifyRequestApi = notifyRequestsApi.injectEndpoints({
  endpoints: (build) => ({
    addNotifyRequest: build.mutation<null, NotifyRequestInput>({
      async queryFn({ title, titleName }) {
        const supabase = await getSupabaseClient();
        const { error } = await supabase
          .from('notify_requests')
          .upsert(
            { media_type: title.media_type, tmdb_id: title.id, title: titleName },
            { onConflict: 'user_id,media_type,tmdb_id', ignoreDuplicates: true },
          );
        return error ? backendError(error) : { data: null };
      },
      invalidatesTags: (_result, error) => (error ? [] : ['NotifyRequests']),
      async onQueryStarted({ userId, title }, { dispatch, queryFulfilled }) {
        // A failure reaches the caller through the mutation's result.
        if (
          await queryFulfilled.then(
            () => true,
            () => false,
          )
        ) {
          await dispatch(notifyRequestUpdated({ userId, title }, true));
        }
      },
    }),
  }),
});

/** Subscribes the signed-in user to "tell me when this is on my services" for one title. */
export const { useAddNotifyRequestMutation } = addNotifyRequestApi;
