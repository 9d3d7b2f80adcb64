import { backendError } from '../../../api/backend-error';
import { catalogApi } from '../../../api/catalog-api';
import { getSupabaseClient } from '../../../supabase/supabase-client';
import type { NotifyRequestKey } from './notify-request-key';

const getNotifyRequestApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifyRequest: build.query<boolean, NotifyRequestKey>({
      async queryFn({ title }) {
        const supabase = await getSupabaseClient();
        const { data, error } = await supabase
          .from('notify_requests')
          .select('id')
          .eq('media_type', title.media_type)
          .eq('tmdb_id', title.id)
          .maybeSingle();
        return error ? backendError(error) : { data: data !== null };
      },
    }),
  }),
});

/** Whether the signed-in user asked to hear when this title can be streamed (`notify_requests`). */
export const { useGetNotifyRequestQuery } = getNotifyRequestApi;
export const notifyRequestUpdated = (key: NotifyRequestKey, subscribed: boolean) =>
  getNotifyRequestApi.util.upsertQueryData('getNotifyRequest', key, subscribed);
