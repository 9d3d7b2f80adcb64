import { selectNotificationPreferences, selectUser, useAppSelector } from 'shared-core';
import { useBrowserAlerts } from '../hooks/use-browser-alerts';

function AlertAnnouncer({ userId }: { userId: string }) {
  useBrowserAlerts(userId);
  return null;
}

/**
 * Browser notifications for a signed-in user with Push notifications on. Nobody else pays for
 * them: a guest's visit reads no notification permission (a synchronous call into the browser)
 * and mounts none of their queries.
 */
export function BrowserAlerts() {
  const userId = useAppSelector(selectUser)?.id;
  const pushOn = useAppSelector(selectNotificationPreferences).push_notifications;
  return userId && pushOn ? <AlertAnnouncer key={userId} userId={userId} /> : null;
}
