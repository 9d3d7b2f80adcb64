import {
  selectUser,
  UNREAD_NOTIFICATIONS_POLL_MS,
  useAppSelector,
  useGetUnreadNotificationCountQuery,
} from 'shared-core';

/**
 * The signed-in user's unread alerts, asked for every minute and whenever the tab regains focus:
 * the one query of the app that refetches on focus (docs/spec-departures.md). Undefined for a guest
 * or until the first answer.
 */
export function useUnreadNotificationCount(): number | undefined {
  const userId = useAppSelector(selectUser)?.id;
  const { data } = useGetUnreadNotificationCountQuery(userId!, {
    skip: !userId,
    pollingInterval: UNREAD_NOTIFICATIONS_POLL_MS,
    refetchOnFocus: true,
  });
  return userId ? data : undefined;
}
