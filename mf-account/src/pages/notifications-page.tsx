import { Page } from '../app/page';
import { NotificationsScreen } from '../features/notifications/components/notifications-screen';

export default function NotificationsPage() {
  return (
    <Page title="Notifications">
      <NotificationsScreen />
    </Page>
  );
}
