import { useIntl } from 'react-intl';
import { Page } from '../app/page';
import { WelcomeScreen } from '../features/onboarding/components/welcome-screen';
import { withAppIntl } from '../app/app-intl';

function WelcomePage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage({
        defaultMessage: 'Welcome',
        id: 'Iky/v/',
        description: 'Browser tab title of the welcome page shown on a first visit',
      })}
    >
      <WelcomeScreen />
    </Page>
  );
}

export default withAppIntl(WelcomePage);
