import { Bell, Settings, UserRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { media, PageTitle, Tabs } from 'shared-ui';
import styled from 'styled-components';
import { NarrowPage } from '../../../components/narrow-page';
import { NotificationsPanel } from './notifications-panel';
import { ProfilePanel } from './profile-panel';
import { SettingsPanel } from './settings-panel';

/** Tab icons give way on phones, so the three labels fit side by side. */
const IconSlot = styled.span`
  display: inline-flex;

  ${media.mobile} {
    display: none;
  }
`;

const TabIcon = ({ icon }: { icon: ReactNode }) => <IconSlot aria-hidden>{icon}</IconSlot>;

type AccountTab = 'profile' | 'settings' | 'notifications';

const isAccountTab = (value: string | null): value is AccountTab =>
  value === 'profile' || value === 'settings' || value === 'notifications';

/**
 * /account: Account Settings with the Profile, Settings and Notifications tabs; `?tab=` opens one
 * (links from the Notifications page and the alert mail's unsubscribe page go to Notifications).
 */
export function AccountScreen() {
  const requested = useSearchParams()[0].get('tab');
  const [tab, setTab] = useState<AccountTab>(isAccountTab(requested) ? requested : 'profile');
  return (
    <NarrowPage as="section" gap="xl" aria-labelledby="account-title">
      <PageTitle id="account-title">Account Settings</PageTitle>
      <Tabs<AccountTab>
        label="Account sections"
        value={tab}
        onChange={setTab}
        items={[
          {
            id: 'profile',
            label: 'Profile',
            icon: <TabIcon icon={<UserRound size={16} />} />,
            content: <ProfilePanel />,
          },
          {
            id: 'settings',
            label: 'Settings',
            icon: <TabIcon icon={<Settings size={16} />} />,
            content: <SettingsPanel onOpenNotifications={() => setTab('notifications')} />,
          },
          {
            id: 'notifications',
            label: 'Notifications',
            icon: <TabIcon icon={<Bell size={16} />} />,
            content: <NotificationsPanel />,
          },
        ]}
      />
    </NarrowPage>
  );
}
