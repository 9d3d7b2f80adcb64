import { useEffect, useState } from 'react';

export type BrowserNotificationPermission = NotificationPermission | 'unsupported';

const currentPermission = (): BrowserNotificationPermission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/**
 * Whether this browser lets the site show notifications, kept current: the permission can be
 * granted later (from Account → Notifications, or the browser's site settings).
 */
export function useNotificationPermission(): BrowserNotificationPermission {
  const [permission, setPermission] = useState(currentPermission);
  useEffect(() => {
    const update = () => setPermission(currentPermission());
    let status: PermissionStatus | undefined;
    let active = true;
    navigator.permissions?.query({ name: 'notifications' }).then(
      (answer) => {
        if (!active) return;
        status = answer;
        status.addEventListener('change', update);
        update();
      },
      () => undefined,
    );
    // Browsers without permission change events: a permission granted in another tab shows here
    // when this one is back in front.
    window.addEventListener('focus', update);
    return () => {
      active = false;
      status?.removeEventListener('change', update);
      window.removeEventListener('focus', update);
    };
  }, []);
  return permission;
}
