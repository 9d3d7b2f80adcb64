import { Page } from '../app/page';
import { AccountScreen } from '../features/account/components/account-screen';
import { withAppIntl } from '../app/app-intl';

function AccountPage() {
  return (
    <Page title="Account Settings">
      <AccountScreen />
    </Page>
  );
}

export default withAppIntl(AccountPage);
