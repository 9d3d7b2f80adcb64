import { Page } from '../app/page';
import { WelcomeScreen } from '../features/onboarding/components/welcome-screen';
import { withAppIntl } from '../app/app-intl';

function WelcomePage() {
  return (
    <Page title="Welcome">
      <WelcomeScreen />
    </Page>
  );
}

export default withAppIntl(WelcomePage);
