import { Page } from '../app/page';
import { NotificationsScreen } from '../features/notifications/components/notifications-screen';
import { withAppIntl } from '../app/app-intl';

function NotificationsPage() {
  return (
    <Page title="Notifications">
      <NotificationsScreen />
    </Page>
  );
}

export default withAppIntl(NotificationsPage);
