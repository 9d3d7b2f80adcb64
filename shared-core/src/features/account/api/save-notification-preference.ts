import { backendError } from '../../../api/backend-error';
import { catalogApi } from '../../../api/catalog-api';
import type { RootState } from '../../../app/root-state';
import { getSupabaseClient } from '../../../supabase/supabase-client';
import { selectUser } from '../../session/session-slice';
import { toastMessages } from '../../toasts/toast-messages';
import { toastShown } from '../../toasts/toasts-slice';
import type { NotificationPreferenceKey } from '../notification-preferences';
import {
  notificationPreferenceChanged,
  selectNotificationPreferences,
} from '../notification-preferences-slice';

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
          dispatch(toastShown(toastMessages.preferencesNotSaved()));
          return backendError(error);
        }
      },
    }),
  }),
});

/**
 * Sets one preference: shown at once; for a signed-in user also written to their profile, and put
 * back (with a toast) if that write fails. A guest's choice lives in memory only.
 */
export const { useSaveNotificationPreferenceMutation } = saveNotificationPreferenceApi;
/** The same change, dispatched outside a component (not kept in the store). */
export const saveNotificationPreference = (change: NotificationPreferenceChange) =>
  saveNotificationPreferenceApi.endpoints.saveNotificationPreference.initiate(change, {
    track: false,
  });
