import { backendError, getSupabaseClient } from 'shared-core';
import { calendarFeedApi } from './get-calendar-feed-token';

const renewCalendarFeedTokenApi = calendarFeedApi.injectEndpoints({
  endpoints: (build) => ({
    /** A new feed address: the old one stops working at once. */
    renewCalendarFeedToken: build.mutation<string, string>({
      async queryFn(userId, { dispatch }) {
        const supabase = await getSupabaseClient();
        const { data, error } = await supabase.rpc('renew_calendar_feed_token');
        if (error) return backendError(error);
        dispatch(
          calendarFeedApi.util.upsertQueryData('getCalendarFeedToken', userId, data as string),
        );
        return { data: data as string };
      },
    }),
  }),
});

export const { useRenewCalendarFeedTokenMutation } = renewCalendarFeedTokenApi;
