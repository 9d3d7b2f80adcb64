import type { ToastMessage } from 'shared-core';

/** What the alert list says in toasts. */
export const notificationMessages = {
  notificationsUpdateFailed: (message: string): ToastMessage => ({
    title: "Couldn't mark your alerts as read",
    description: message,
    tone: 'destructive',
  }),
};
