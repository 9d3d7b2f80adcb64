import { useIntl } from 'react-intl';
import { Page } from '../app/page';
import { NotificationsScreen } from '../features/notifications/components/notifications-screen';
import { withAppIntl } from '../app/app-intl';

function NotificationsPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage({
        defaultMessage: 'Notifications',
        id: '/BGOJr',
        description: 'Browser tab title of the alerts page',
      })}
    >
      <NotificationsScreen />
    </Page>
  );
}

export default withAppIntl(NotificationsPage);
