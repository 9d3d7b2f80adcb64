import { useCallback, useState } from 'react';

type Permission = NotificationPermission | 'unsupported';

const current = (): Permission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/**
 * The browser's permission to show this site's notifications, and a way to ask for it. Browsers
 * show the prompt only from a user gesture, so call `request` from a click or a change.
 */
export function useBrowserNotificationPermission(): {
  permission: Permission;
  request: () => void;
} {
  const [permission, setPermission] = useState(current);
  const request = useCallback(() => {
    if (current() !== 'default') return;
    void Notification.requestPermission().then(setPermission, () => setPermission(current()));
  }, []);
  return { permission, request };
}
