import { defineMessages } from 'react-intl';

/** What the alert list says in toasts. */
export const notificationMessages = defineMessages({
  notificationsUpdateFailed: {
    defaultMessage: "Couldn't mark your alerts as read",
    id: 'pJfPRp',
    description:
      'Notifications page: toast title when "Mark all as read" failed (the reason follows)',
  },
});
