import { useIntl } from 'react-intl';
import { Page } from '../app/page';
import { AccountScreen } from '../features/account/components/account-screen';
import { withAppIntl } from '../app/app-intl';

function AccountPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage({
        defaultMessage: 'Account Settings',
        id: 'FqXJcd',
        description: 'Browser tab title of the account settings page',
      })}
    >
      <AccountScreen />
    </Page>
  );
}

export default withAppIntl(AccountPage);
