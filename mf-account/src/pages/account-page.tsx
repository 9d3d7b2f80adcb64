import { Page } from '../app/page';
import { AccountScreen } from '../features/account/components/account-screen';

export default function AccountPage() {
  return (
    <Page title="Account Settings">
      <AccountScreen />
    </Page>
  );
}
