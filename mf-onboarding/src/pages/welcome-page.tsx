import { Page } from '../app/page';
import { WelcomeScreen } from '../features/onboarding/components/welcome-screen';

export default function WelcomePage() {
  return (
    <Page title="Welcome">
      <WelcomeScreen />
    </Page>
  );
}
