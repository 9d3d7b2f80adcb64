import type { Profile } from '../session/session-slice';

/** The five notification preferences: columns of `profiles`. */
export type NotificationPreferenceKey = keyof Pick<
  Profile,
  | 'push_notifications'
  | 'email_notifications'
  | 'content_available'
  | 'new_releases'
  | 'weekly_digest'
>;

export type NotificationPreferences = Record<NotificationPreferenceKey, boolean>;

/** A new user's preferences: push on, email off, content available on, new releases off, weekly digest on. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  push_notifications: true,
  email_notifications: false,
  content_available: true,
  new_releases: false,
  weekly_digest: true,
};

const NOTIFICATION_PREFERENCE_KEYS = Object.keys(
  DEFAULT_NOTIFICATION_PREFERENCES,
) as NotificationPreferenceKey[];

/** A profile's preferences; a missing or unreadable column keeps its default. */
export function notificationPreferencesOf(profile: Profile | null): NotificationPreferences {
  const preferences = { ...DEFAULT_NOTIFICATION_PREFERENCES };
  if (!profile) return preferences;
  for (const key of NOTIFICATION_PREFERENCE_KEYS) {
    if (typeof profile[key] === 'boolean') preferences[key] = profile[key];
  }
  return preferences;
}
