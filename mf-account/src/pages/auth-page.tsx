import { Page } from '../app/page';
import { AuthScreen } from '../features/auth/components/auth-screen';
import { withAppIntl } from '../app/app-intl';

function AuthPage() {
  return (
    <Page title="Sign in">
      <AuthScreen />
    </Page>
  );
}

export default withAppIntl(AuthPage);
