export * from './notification-types';
export { formatEventDate, notificationPath, notificationSentence } from './notification-sentence';
export { NOTIFICATIONS_LIMIT, useGetNotificationsQuery } from './api/get-notifications';
export {
  UNREAD_NOTIFICATIONS_POLL_MS,
  useGetUnreadNotificationCountQuery,
} from './api/get-unread-notification-count';
export { useMarkNotificationReadMutation } from './api/mark-notification-read';
export { useGetNotifyRequestsQuery } from './api/get-notify-requests';
