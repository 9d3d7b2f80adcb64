import { BellRing, CheckCheck, Settings, Tv } from 'lucide-react';
import { useMemo } from 'react';
import {
  failureMessage,
  imageUrl,
  toastShown,
  useAppDispatch,
  useGetNotificationsQuery,
  useImageBaseUrl,
  useMarkNotificationReadMutation,
  useWatchProviderListQuery,
  withRedirect,
  type UserNotification,
} from 'shared-core';
import { Button, ButtonLink, EmptyState, Skeleton, Stack, theme } from 'shared-ui';
import styled from 'styled-components';
import { AlertItem } from './alert-item';
import { SectionHeading } from './section-heading';
import { useMarkAllNotificationsReadMutation } from '../api/mark-all-notifications-read';
import { notificationMessages } from '../notification-messages';

const List = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Each service's logo by catalog id, from the catalog's list of services. */
function useProviderLogos(alerts: UserNotification[] | undefined) {
  const needed = Boolean(alerts?.some((alert) => alert.provider_id !== null));
  const { data: providers } = useWatchProviderListQuery(undefined, { skip: !needed });
  const { imageBaseUrl } = useImageBaseUrl();
  return useMemo(() => {
    const logos = new Map<number, string>();
    if (!imageBaseUrl) return logos;
    for (const provider of providers ?? []) {
      if (provider.logo_path) {
        logos.set(provider.provider_id, imageUrl(provider.logo_path, 'logo', imageBaseUrl));
      }
    }
    return logos;
  }, [providers, imageBaseUrl]);
}

/** The user's alerts, newest first, with "Mark all as read"; opening one marks it read. */
export function AlertList({ userId }: { userId: string }) {
  const dispatch = useAppDispatch();
  const { data: alerts, isLoading, isError } = useGetNotificationsQuery(userId);
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead, markingAll] = useMarkAllNotificationsReadMutation();
  const { imageBaseUrl } = useImageBaseUrl();
  const logos = useProviderLogos(alerts);
  const unread = alerts?.filter((alert) => alert.read_at === null).length ?? 0;

  const open = (alert: UserNotification) => {
    if (alert.read_at === null) void markRead({ id: alert.id });
  };
  const readAll = async () => {
    const message = failureMessage(await markAllRead(userId));
    if (message) dispatch(toastShown(notificationMessages.notificationsUpdateFailed(message)));
  };

  return (
    <Stack as="section" gap="lg" aria-labelledby="alerts-title">
      <Stack direction="row" wrap align="center" justify="space-between" gap="md">
        <SectionHeading id="alerts-title" icon={<BellRing size={18} aria-hidden />}>
          Alerts
        </SectionHeading>
        {unread > 0 && (
          <Button
            variant="secondary"
            size="sm"
            icon={<CheckCheck size={16} aria-hidden />}
            loading={markingAll.isLoading}
            loadingLabel="Marking..."
            onClick={() => void readAll()}
          >
            Mark all as read
          </Button>
        )}
      </Stack>
      {isLoading ? (
        <Stack gap="sm" aria-label="Loading alerts">
          <Skeleton height="96px" />
          <Skeleton height="96px" />
        </Stack>
      ) : isError ? (
        <EmptyState
          icon={<BellRing size={28} />}
          title="Your alerts could not be loaded"
          description="Check your connection and reload the page."
        />
      ) : alerts && alerts.length > 0 ? (
        <List>
          {alerts.map((alert) => (
            <li key={alert.id}>
              <AlertItem
                alert={alert}
                imageBaseUrl={imageBaseUrl}
                logoUrl={(alert.provider_id !== null && logos.get(alert.provider_id)) || null}
                onOpen={open}
              />
            </li>
          ))}
        </List>
      ) : (
        <EmptyState
          icon={<BellRing size={28} />}
          title="No alerts yet"
          description="When a title you asked about or saved arrives on your services, or is about to leave them, it shows up here, with new releases and a weekly digest if you turn them on."
          action={
            <Stack direction="row" wrap justify="center" gap="sm">
              <ButtonLink
                to={withRedirect('/onboarding/services', '/notifications')}
                variant="secondary"
                icon={<Tv size={16} aria-hidden />}
              >
                Choose your services
              </ButtonLink>
              <ButtonLink
                to="/account?tab=notifications"
                variant="secondary"
                icon={<Settings size={16} aria-hidden />}
              >
                Notification settings
              </ButtonLink>
            </Stack>
          }
        />
      )}
    </Stack>
  );
}
