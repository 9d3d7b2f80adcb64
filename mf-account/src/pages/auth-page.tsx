import { useIntl } from 'react-intl';
import { Page } from '../app/page';
import { AuthScreen } from '../features/auth/components/auth-screen';
import { withAppIntl } from '../app/app-intl';

function AuthPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage({
        defaultMessage: 'Sign in',
        id: 'ZYDr4n',
        description: 'Browser tab title of the sign-in and registration page',
      })}
    >
      <AuthScreen />
    </Page>
  );
}

export default withAppIntl(AuthPage);
