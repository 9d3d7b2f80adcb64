import { Bell, Settings, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
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

const HEADING_ID = 'account-title';

type AccountTab = 'profile' | 'settings' | 'notifications';

const isAccountTab = (value: string | null): value is AccountTab =>
  value === 'profile' || value === 'settings' || value === 'notifications';

/**
 * /account: Account Settings with the Profile, Settings and Notifications tabs; `?tab=` opens one
 * (links from the Notifications page and the alert mail's unsubscribe page go to Notifications).
 */
export function AccountScreen() {
  const intl = useIntl();
  // The tab lives in the address, so a reload or a language switch reopens it.
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AccountTab = isAccountTab(requested) ? requested : 'profile';
  const setTab = (next: AccountTab) =>
    setParams(
      (current) => {
        current.set('tab', next);
        return current;
      },
      { replace: true },
    );
  return (
    <NarrowPage as="section" gap="xl" aria-labelledby={HEADING_ID}>
      <PageTitle id={HEADING_ID}>
        {intl.formatMessage({
          defaultMessage: 'Account Settings',
          id: 'k6hGDY',
          description: 'Account page: page heading',
        })}
      </PageTitle>
      <Tabs<AccountTab>
        label={intl.formatMessage({
          defaultMessage: 'Account sections',
          id: 'JYO3A1',
          description:
            'Account page: accessible name of the row of tabs (Profile, Settings, Notifications)',
        })}
        value={tab}
        onChange={setTab}
        items={[
          {
            id: 'profile',
            label: intl.formatMessage({
              defaultMessage: 'Profile',
              id: 'Tae86f',
              description: 'Account page: tab with your identity, services and country',
            }),
            icon: <TabIcon icon={<UserRound size={16} />} />,
            content: <ProfilePanel />,
          },
          {
            id: 'settings',
            label: intl.formatMessage({
              defaultMessage: 'Settings',
              id: 'G8oPLQ',
              description: 'Account page: tab with plan, language, region and account actions',
            }),
            icon: <TabIcon icon={<Settings size={16} />} />,
            content: <SettingsPanel onOpenNotifications={() => setTab('notifications')} />,
          },
          {
            id: 'notifications',
            label: intl.formatMessage({
              defaultMessage: 'Notifications',
              id: '0UJX9t',
              description: 'Account page: tab with the notification preferences',
            }),
            icon: <TabIcon icon={<Bell size={16} />} />,
            content: <NotificationsPanel />,
          },
        ]}
      />
    </NarrowPage>
  );
}
