import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { authStateChanged, selectProfile, type SessionState } from '../session/session-slice';
import {
  notificationPreferencesOf,
  type NotificationPreferenceKey,
  type NotificationPreferences,
} from './notification-preferences';

/**
 * Changes made since the profile was read, by the user they belong to (null: a guest, whose
 * choices stay in memory only). The profile row stays as loaded, so its onboarding choices are
 * never overwritten by a stale copy.
 */
export interface NotificationPreferencesState {
  userId: string | null;
  changes: Partial<NotificationPreferences>;
}

const initialState: NotificationPreferencesState = { userId: null, changes: {} };

export const notificationPreferencesSlice = createSlice({
  name: 'notificationPreferences',
  initialState,
  reducers: {
    notificationPreferenceChanged(
      state,
      action: PayloadAction<{
        userId: string | null;
        key: NotificationPreferenceKey;
        value: boolean;
      }>,
    ) {
      const { userId, key, value } = action.payload;
      if (state.userId !== userId) return { userId, changes: { [key]: value } };
      state.changes[key] = value;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(authStateChanged, (state, action) => {
      if ((action.payload.user?.id ?? null) !== state.userId) return initialState;
    });
  },
});

export const { notificationPreferenceChanged } = notificationPreferencesSlice.actions;

interface NotificationPreferencesRoot {
  session: SessionState;
  notificationPreferences: NotificationPreferencesState;
}

const NO_CHANGES: Partial<NotificationPreferences> = {};

const selectChanges = (state: NotificationPreferencesRoot) => {
  const own = notificationPreferencesSlice.selectSlice(state);
  return own.userId === (state.session.user?.id ?? null) ? own.changes : NO_CHANGES;
};

/** The current user's five preferences: the defaults, overlaid by the profile, then by changes. */
export const selectNotificationPreferences = createSelector(
  [selectProfile, selectChanges],
  (profile, changes): NotificationPreferences => ({
    ...notificationPreferencesOf(profile),
    ...changes,
  }),
);
