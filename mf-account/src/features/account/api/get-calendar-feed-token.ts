import { backendError, catalogApi, getSupabaseClient } from 'shared-core';

export const calendarFeedApi = catalogApi
  .enhanceEndpoints({ addTagTypes: ['CalendarFeed'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** The member's calendar feed token, made on first ask (the argument, their id, keys it). */
      getCalendarFeedToken: build.query<string, string>({
        async queryFn() {
          const supabase = await getSupabaseClient();
          const { data, error } = await supabase.rpc('calendar_feed_token');
          return error ? backendError(error) : { data: data as string };
        },
        providesTags: ['CalendarFeed'],
      }),
    }),
  });

export const { useGetCalendarFeedTokenQuery } = calendarFeedApi;
