import { BellRing, Mail } from 'lucide-react';
import {
  selectIsSignedIn,
  selectNotificationPreferences,
  useAppSelector,
  useSaveNotificationPreferenceMutation,
  type NotificationPreferenceKey,
} from 'shared-core';
import { SectionCard, Stack, Switch } from 'shared-ui';
import { Muted } from './panel-layout';

interface Toggle {
  key: NotificationPreferenceKey;
  label: string;
  description: string;
}

const CHANNELS: Toggle[] = [
  { key: 'push_notifications', label: 'Push notifications', description: 'Alerts in your browser' },
  {
    key: 'email_notifications',
    label: 'Email notifications',
    description: 'Updates in your inbox',
  },
];

const TOPICS: Toggle[] = [
  {
    key: 'content_available',
    label: 'Content available',
    description: 'When a title you saved arrives on one of your services',
  },
  {
    key: 'new_releases',
    label: 'New releases',
    description: 'New movies and shows on your services',
  },
  {
    key: 'weekly_digest',
    label: 'Weekly digest',
    description: "A weekly round-up of what's new where you watch",
  },
];

function ToggleList({ toggles }: { toggles: Toggle[] }) {
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
          onChange={(event) =>
            void saveNotificationPreference({ key, value: event.target.checked })
          }
        />
      ))}
    </Stack>
  );
}

/** The five notification preferences; saved to a signed-in user's profile as they change. */
export function NotificationsPanel() {
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <Stack gap="lg">
      {!signedIn && (
        <Muted>These apply to this visit only. Sign in to keep them on your account.</Muted>
      )}
      <SectionCard title="How we reach you" icon={<Mail size={18} aria-hidden />}>
        <ToggleList toggles={CHANNELS} />
      </SectionCard>
      <SectionCard title="What we tell you about" icon={<BellRing size={18} aria-hidden />}>
        <ToggleList toggles={TOPICS} />
      </SectionCard>
    </Stack>
  );
}
