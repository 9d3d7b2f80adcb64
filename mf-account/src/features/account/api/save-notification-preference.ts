import {
  backendError,
  catalogApi,
  getSupabaseClient,
  notificationPreferenceChanged,
  selectNotificationPreferences,
  selectUser,
  type NotificationPreferenceKey,
  type RootState,
} from 'shared-core';

interface NotificationPreferenceChange {
  key: NotificationPreferenceKey;
  value: boolean;
}

const saveNotificationPreferenceApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    saveNotificationPreference: build.mutation<null, NotificationPreferenceChange>({
      async queryFn({ key, value }, { dispatch, getState }) {
        const state = getState() as RootState;
        const user = selectUser(state);
        const previous = selectNotificationPreferences(state)[key];
        const userId = user?.id ?? null;
        dispatch(notificationPreferenceChanged({ userId, key, value }));
        if (!user) return { data: null };
        try {
          const supabase = await getSupabaseClient();
          const { error } = await supabase
            .from('profiles')
            .update({ [key]: value })
            .eq('id', user.id);
          if (error) throw error;
          return { data: null };
        } catch (error) {
          console.error('Saving the notification preference failed', error);
          dispatch(notificationPreferenceChanged({ userId, key, value: previous }));
          return backendError(error);
        }
      },
    }),
  }),
});

/**
 * Sets one preference: shown at once; for a signed-in user also written to their profile, and put
 * back if that write fails (the mutation then fails: the caller says so). A guest's choice lives
 * in memory only.
 */
export const { useSaveNotificationPreferenceMutation } = saveNotificationPreferenceApi;
/** The same change, dispatched outside a component (not kept in the store). */
export const saveNotificationPreference = (change: NotificationPreferenceChange) =>
  saveNotificationPreferenceApi.endpoints.saveNotificationPreference.initiate(change, {
    track: false,
  });
