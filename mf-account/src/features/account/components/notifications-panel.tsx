import { BellRing, Mail } from 'lucide-react';
import {
  selectIsSignedIn,
  selectNotificationPreferences,
  useAppSelector,
  type NotificationPreferenceKey,
} from 'shared-core';
import { Button, SectionCard, Stack, Switch } from 'shared-ui';
import { useSaveNotificationPreferenceMutation } from '../api/save-notification-preference';
import { useBrowserNotificationPermission } from '../hooks/use-browser-notification-permission';
import { Muted } from './panel-layout';

interface Toggle {
  key: NotificationPreferenceKey;
  label: string;
  description: string;
}

const CHANNELS: Toggle[] = [
  {
    key: 'push_notifications',
    label: 'Push notifications',
    description: 'New alerts in your browser while WatchWhere is open',
  },
  {
    key: 'email_notifications',
    label: 'Email notifications',
    description: 'One email listing your new alerts, with a link to stop them',
  },
];

const TOPICS: Toggle[] = [
  {
    key: 'content_available',
    label: 'Content available',
    description:
      'When a title on your watchlist arrives on one of your services, or leaves one within two weeks (Notify Me titles always alert)',
  },
  {
    key: 'new_releases',
    label: 'New releases',
    description: 'The most popular arrivals on your services, up to five a week',
  },
  {
    key: 'weekly_digest',
    label: 'Weekly digest',
    description: 'Mondays: what arrived on your services and what leaves soon',
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
  const [saveNotificationPreference] = useSaveNotificationPreferenceMutation();
  const preferences = useAppSelector(selectNotificationPreferences);
  return (
    <Stack gap="lg">
      {toggles.map(({ key, label, description }) => (
        <Switch
          key={key}
          label={label}
          description={description}
          checked={preferences[key]}
          onChange={(event) => {
            const value = event.target.checked;
            if (value) onTurnedOn?.(key);
            void saveNotificationPreference({ key, value });
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
  return (
    <Stack gap="lg">
      {!signedIn && (
        <Muted>These apply to this visit only. Sign in to keep them on your account.</Muted>
      )}
      <SectionCard title="How we reach you" icon={<Mail size={18} aria-hidden />}>
        <Stack gap="md">
          <ToggleList
            toggles={CHANNELS}
            // Turning Push on asks the browser, once, to let the site show notifications.
            onTurnedOn={(key) => key === 'push_notifications' && browser.request()}
          />
          {signedIn && pushOn && browser.permission === 'default' && (
            <Stack direction="row" wrap align="center" justify="space-between" gap="sm">
              <Muted>This browser has not been allowed to show notifications yet.</Muted>
              <Button variant="secondary" size="sm" onClick={browser.request}>
                Allow in this browser
              </Button>
            </Stack>
          )}
          {pushOn && browser.permission === 'denied' && (
            <Muted>
              Your browser blocks notifications from this site. Allow them in its site settings to
              get alerts while WatchWhere is open.
            </Muted>
          )}
        </Stack>
      </SectionCard>
      <SectionCard title="What we tell you about" icon={<BellRing size={18} aria-hidden />}>
        <ToggleList toggles={TOPICS} />
      </SectionCard>
    </Stack>
  );
}
