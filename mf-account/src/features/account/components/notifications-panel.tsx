import { BellRing, Mail } from 'lucide-react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import {
  selectIsSignedIn,
  selectNotificationPreferences,
  toastShown,
  useAppDispatch,
  useAppSelector,
  type NotificationPreferenceKey,
} from 'shared-core';
import { Button, SectionCard, Stack, Switch } from 'shared-ui';
import { useSaveNotificationPreferenceMutation } from '../api/save-notification-preference';
import { useBrowserNotificationPermission } from '../hooks/use-browser-notification-permission';
import { CalendarFeedField } from './calendar-feed-field';
import { Muted } from './panel-layout';
import { accountMessages } from '../account-messages';

interface Toggle {
  key: NotificationPreferenceKey;
  label: MessageDescriptor;
  description: MessageDescriptor;
}

const toggleMessages = defineMessages({
  pushLabel: {
    defaultMessage: 'Push notifications',
    id: 'cd+1MP',
    description: 'Account > Notifications: switch for alerts shown by the browser',
  },
  pushDescription: {
    defaultMessage: 'New alerts in your browser while WatchWhere is open',
    id: 'Ddlegc',
    description: 'Account > Notifications: explanation under the "Push notifications" switch',
  },
  emailLabel: {
    defaultMessage: 'Email notifications',
    id: 'OmhrEP',
    description: 'Account > Notifications: switch for alerts sent by email',
  },
  emailDescription: {
    defaultMessage: 'One email listing your new alerts, with a link to stop them',
    id: '2Qy2hw',
    description: 'Account > Notifications: explanation under the "Email notifications" switch',
  },
  contentAvailableLabel: {
    defaultMessage: 'Content available',
    id: 'y2ILo2',
    description:
      'Account > Notifications: switch for alerts when watchlist titles arrive on or leave your streaming services',
  },
  contentAvailableDescription: {
    defaultMessage:
      'When a title on your watchlist arrives on one of your services, or leaves one within two weeks (Notify Me titles always alert)',
    id: 'Ulu1Uk',
    description:
      'Account > Notifications: explanation under the "Content available" switch; "Notify Me" is the name of a button on title pages',
  },
  newReleasesLabel: {
    defaultMessage: 'New releases',
    id: 'SKdYG9',
    description: 'Account > Notifications: switch for alerts about popular new arrivals',
  },
  newReleasesDescription: {
    defaultMessage: 'The most popular arrivals on your services, up to five a week',
    id: 'bXJeWE',
    description: 'Account > Notifications: explanation under the "New releases" switch',
  },
  weeklyDigestLabel: {
    defaultMessage: 'Weekly digest',
    id: 'Wsnfhv',
    description: 'Account > Notifications: switch for a weekly summary',
  },
  weeklyDigestDescription: {
    defaultMessage: 'Mondays: what arrived on your services and what leaves soon',
    id: '5vo9us',
    description: 'Account > Notifications: explanation under the "Weekly digest" switch',
  },
});

const CHANNELS: Toggle[] = [
  {
    key: 'push_notifications',
    label: toggleMessages.pushLabel,
    description: toggleMessages.pushDescription,
  },
  {
    key: 'email_notifications',
    label: toggleMessages.emailLabel,
    description: toggleMessages.emailDescription,
  },
];

const TOPICS: Toggle[] = [
  {
    key: 'content_available',
    label: toggleMessages.contentAvailableLabel,
    description: toggleMessages.contentAvailableDescription,
  },
  {
    key: 'new_releases',
    label: toggleMessages.newReleasesLabel,
    description: toggleMessages.newReleasesDescription,
  },
  {
    key: 'weekly_digest',
    label: toggleMessages.weeklyDigestLabel,
    description: toggleMessages.weeklyDigestDescription,
  },
];

function ToggleList({
  toggles,
  onTurnedOn,
}: {
  toggles: Toggle[];
  /** Called from the switch's change (a user gesture) when a preference is turned on. */
  onTurnedOn?: (key: NotificationPreferenceKey) => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [saveNotificationPreference] = useSaveNotificationPreferenceMutation();
  const preferences = useAppSelector(selectNotificationPreferences);
  const save = async (key: NotificationPreferenceKey, value: boolean) => {
    const result = await saveNotificationPreference({ key, value });
    if (!result.error) return;
    dispatch(
      toastShown({
        title: intl.formatMessage(accountMessages.preferencesNotSaved),
        description: intl.formatMessage(accountMessages.tryAgain),
        tone: 'destructive',
      }),
    );
  };
  return (
    <Stack gap="lg">
      {toggles.map(({ key, label, description }) => (
        <Switch
          key={key}
          label={intl.formatMessage(label)}
          description={intl.formatMessage(description)}
          checked={preferences[key]}
          onChange={(event) => {
            const value = event.target.checked;
            if (value) onTurnedOn?.(key);
            void save(key, value);
          }}
        />
      ))}
    </Stack>
  );
}

/** The five notification preferences; saved to a signed-in user's profile as they change. */
export function NotificationsPanel() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const pushOn = useAppSelector(selectNotificationPreferences).push_notifications;
  const browser = useBrowserNotificationPermission();
  const intl = useIntl();
  return (
    <Stack gap="lg">
      {!signedIn && (
        <Muted>
          {intl.formatMessage({
            defaultMessage: 'These apply to this visit only. Sign in to keep them on your account.',
            id: 'WgRG5z',
            description: 'Account > Notifications: note for a visitor who is not signed in',
          })}
        </Muted>
      )}
      <SectionCard
        title={intl.formatMessage({
          defaultMessage: 'How we reach you',
          id: '3ss0F3',
          description:
            'Account > Notifications: heading of the card with the push and email switches',
        })}
        icon={<Mail size={18} aria-hidden />}
      >
        <Stack gap="md">
          <ToggleList
            toggles={CHANNELS}
            // Turning Push on asks the browser, once, to let the site show notifications.
            onTurnedOn={(key) => key === 'push_notifications' && browser.request()}
          />
          {signedIn && pushOn && browser.permission === 'default' && (
            <Stack direction="row" wrap align="center" justify="space-between" gap="sm">
              <Muted>
                {intl.formatMessage({
                  defaultMessage: 'This browser has not been allowed to show notifications yet.',
                  id: 'oc5BIL',
                  description:
                    'Account > Notifications: push is on but the browser was never asked for permission',
                })}
              </Muted>
              <Button variant="secondary" size="sm" onClick={browser.request}>
                {intl.formatMessage({
                  defaultMessage: 'Allow in this browser',
                  id: 'mb73Ok',
                  description:
                    'Account > Notifications: button that asks the browser to allow notifications',
                })}
              </Button>
            </Stack>
          )}
          {pushOn && browser.permission === 'denied' && (
            <Muted>
              {intl.formatMessage({
                defaultMessage:
                  'Your browser blocks notifications from this site. Allow them in its site settings to get alerts while WatchWhere is open.',
                id: '9Zswql',
                description:
                  'Account > Notifications: the browser has refused notifications for the site',
              })}
            </Muted>
          )}
          <CalendarFeedField />
        </Stack>
      </SectionCard>
      <SectionCard
        title={intl.formatMessage({
          defaultMessage: 'What we tell you about',
          id: 'IsxaaQ',
          description: 'Account > Notifications: heading of the card with the alert topic switches',
        })}
        icon={<BellRing size={18} aria-hidden />}
      >
        <ToggleList toggles={TOPICS} />
      </SectionCard>
    </Stack>
  );
}
