import { useEffect, useRef } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useNavigate } from 'react-router';
import {
  notificationPath,
  notificationSentence,
  useGetNotificationsQuery,
  useMarkNotificationReadMutation,
  type UserNotification,
} from 'shared-core';
import { useUnreadNotificationCount } from '../../../lib/use-unread-notification-count';
import { useNotificationPermission } from './use-notification-permission';

/**
 * Shows each new alert of the user as a browser notification while the app is open, once the
 * browser's permission is granted (`BrowserAlerts` mounts it for a signed-in user with Push
 * notifications on, once per user). The unread count (polled every minute and on focus) changing
 * makes the list be read again; alerts already there when this tab first read it are not
 * announced. Clicking a notification brings the tab forward, marks the alert read and opens its
 * title.
 */
export function useBrowserAlerts(userId: string): void {
  const enabled = useNotificationPermission() === 'granted';
  const unread = useUnreadNotificationCount();
  const { data: alerts, refetch } = useGetNotificationsQuery(userId, { skip: !enabled });
  const [markRead] = useMarkNotificationReadMutation();
  const navigate = useNavigate();
  const intl = useIntl();
  /** The alerts this tab has already seen. */
  const seen = useRef<Set<string> | null>(null);
  const lastUnread = useRef<number | undefined>(undefined);

  // A different unread count: some alert came or went; read the list again to see which.
  useEffect(() => {
    if (!enabled || unread === undefined) return;
    const before = lastUnread.current;
    lastUnread.current = unread;
    if (before !== undefined && before !== unread && alerts) void refetch();
  }, [alerts, enabled, refetch, unread]);

  useEffect(() => {
    if (!enabled) {
      // Allowed again later, the tab starts from what is there then.
      seen.current = null;
      lastUnread.current = undefined;
      return;
    }
    if (!alerts) return;
    if (!seen.current) {
      seen.current = new Set(alerts.map((alert) => alert.id));
      return;
    }
    const fresh = alerts.filter((alert) => !seen.current!.has(alert.id));
    for (const alert of fresh) seen.current.add(alert.id);
    for (const alert of fresh.filter((alert) => !alert.read_at).reverse()) {
      announce(intl, alert, () => {
        void markRead({ id: alert.id });
        void navigate(notificationPath(alert));
      });
    }
  }, [alerts, enabled, intl, markRead, navigate]);
}

function announce(intl: IntlShape, alert: UserNotification, open: () => void): void {
  try {
    const notification = new Notification(
      alert.kind === 'digest'
        ? intl.formatMessage({
            defaultMessage: 'Your week on WatchWhere',
            id: 'IUKgEo',
            description: "Browser notification: title of the weekly digest of the user's alerts",
          })
        : alert.title,
      { body: notificationSentence(intl, alert), tag: alert.id },
    );
    notification.onclick = () => {
      window.focus();
      notification.close();
      open();
    };
  } catch (error) {
    // Some browsers (Chrome on Android) only show notifications through a service worker.
    console.warn('Could not show a browser notification', error);
  }
}
