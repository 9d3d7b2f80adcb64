import { Page } from '../app/page';
import { AuthScreen } from '../features/auth/components/auth-screen';

export default function AuthPage() {
  return (
    <Page title="Sign in">
      <AuthScreen />
    </Page>
  );
}
