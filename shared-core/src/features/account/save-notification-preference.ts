import { createAsyncThunk } from '@reduxjs/toolkit';
import type { RootState } from '../../app/root-state';
import { getSupabaseClient } from '../../supabase/supabase-client';
import { selectUser } from '../session/session-slice';
import { toastMessages } from '../toasts/toast-messages';
import { toastShown } from '../toasts/toasts-slice';
import type { NotificationPreferenceKey } from './notification-preferences';
import {
  notificationPreferenceChanged,
  selectNotificationPreferences,
} from './notification-preferences-slice';

/**
 * Sets one preference: shown at once; for a signed-in user also written to their profile, and put
 * back (with a toast) if that write fails. A guest's choice lives in memory only.
 */
export const saveNotificationPreference = createAsyncThunk<
  void,
  { key: NotificationPreferenceKey; value: boolean },
  { state: RootState }
>('notificationPreferences/save', async ({ key, value }, { dispatch, getState }) => {
  const user = selectUser(getState());
  const previous = selectNotificationPreferences(getState())[key];
  const userId = user?.id ?? null;
  dispatch(notificationPreferenceChanged({ userId, key, value }));
  if (!user) return;
  try {
    const supabase = await getSupabaseClient();
    const { error } = await supabase
      .from('profiles')
      .update({ [key]: value })
      .eq('id', user.id);
    if (error) throw error;
  } catch (error) {
    console.error('Saving the notification preference failed', error);
    dispatch(notificationPreferenceChanged({ userId, key, value: previous }));
    dispatch(toastShown(toastMessages.preferencesNotSaved()));
  }
});
