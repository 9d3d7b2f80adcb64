import { BellRing, CheckCheck, Settings, Tv } from 'lucide-react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  imageUrl,
  toastShown,
  useAppDispatch,
  useFailureMessage,
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

const HEADING_ID = 'alerts-title';

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
  const intl = useIntl();
  const failureMessage = useFailureMessage();
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
    if (!message) return;
    dispatch(
      toastShown({
        title: intl.formatMessage(notificationMessages.notificationsUpdateFailed),
        description: message,
        tone: 'destructive',
      }),
    );
  };

  return (
    <Stack as="section" gap="lg" aria-labelledby={HEADING_ID}>
      <Stack direction="row" wrap align="center" justify="space-between" gap="md">
        <SectionHeading id={HEADING_ID} icon={<BellRing size={18} aria-hidden />}>
          {intl.formatMessage({
            defaultMessage: 'Alerts',
            id: 'LgOmG3',
            description: 'Notifications page: heading of the list of alerts',
          })}
        </SectionHeading>
        {unread > 0 && (
          <Button
            variant="secondary"
            size="sm"
            icon={<CheckCheck size={16} aria-hidden />}
            loading={markingAll.isLoading}
            loadingLabel={intl.formatMessage({
              defaultMessage: 'Marking…',
              id: 'iZRvTo',
              description: 'Notifications page: the "Mark all as read" button while it works',
            })}
            onClick={() => void readAll()}
          >
            {intl.formatMessage({
              defaultMessage: 'Mark all as read',
              id: '+Z/KXs',
              description: 'Notifications page: button that marks every alert read',
            })}
          </Button>
        )}
      </Stack>
      {isLoading ? (
        <Stack
          gap="sm"
          aria-label={intl.formatMessage({
            defaultMessage: 'Loading alerts',
            id: 'BC8mLl',
            description:
              'Notifications page: accessible name of the placeholders shown while alerts load',
          })}
        >
          <Skeleton height="96px" />
          <Skeleton height="96px" />
        </Stack>
      ) : isError ? (
        <EmptyState
          icon={<BellRing size={28} />}
          title={intl.formatMessage({
            defaultMessage: 'Your alerts could not be loaded',
            id: 'ABwkTV',
            description: 'Notifications page: error title when the alerts did not load',
          })}
          description={intl.formatMessage({
            defaultMessage: 'Check your connection and reload the page.',
            id: '0T00Xc',
            description: 'Notifications page: error text when the alerts did not load',
          })}
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
          title={intl.formatMessage({
            defaultMessage: 'No alerts yet',
            id: 'G64Tdi',
            description: 'Notifications page: empty state title',
          })}
          description={intl.formatMessage({
            defaultMessage:
              'When a title you asked about or saved arrives on your services, or is about to leave them, it shows up here, with new releases and a weekly digest if you turn them on.',
            id: 'i+SAGf',
            description: 'Notifications page: empty state text',
          })}
          action={
            <Stack direction="row" wrap justify="center" gap="sm">
              <ButtonLink
                to={withRedirect('/onboarding/services', '/notifications')}
                variant="secondary"
                icon={<Tv size={16} aria-hidden />}
              >
                {intl.formatMessage({
                  defaultMessage: 'Choose your services',
                  id: '8PSiOi',
                  description:
                    'Notifications page: empty state button to the streaming services picker',
                })}
              </ButtonLink>
              <ButtonLink
                to="/account?tab=notifications"
                variant="secondary"
                icon={<Settings size={16} aria-hidden />}
              >
                {intl.formatMessage({
                  defaultMessage: 'Notification settings',
                  id: '2fZsNU',
                  description:
                    'Notifications page: empty state button to the notification preferences',
                })}
              </ButtonLink>
            </Stack>
          }
        />
      )}
    </Stack>
  );
}
