import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { selectSessionStatus, useAppSelector } from 'shared-core';
import { Spinner, Tabs } from 'shared-ui';
import { useAuthRedirect } from '../hooks/use-auth-redirect';
import { useCallbackError } from '../hooks/use-callback-error';
import { AuthCard } from './auth-card';
import { FormAlert } from '../../../components/form-alert';
import { LoginForm } from './login-form';
import { NewPasswordForm } from './new-password-form';
import { OAuthButtons } from './oauth-buttons';
import { RegisterForm } from './register-form';

type AuthTab = 'login' | 'register';

/**
 * /auth: Login and Register tabs with Google and Apple. A signed-in visitor goes on to the
 * `redirect` target (home by default); one who arrived from a reset link chooses a new password.
 */
export function AuthScreen() {
  const status = useAppSelector(selectSessionStatus);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { target, authPath } = useAuthRedirect();
  const callbackError = useCallbackError();
  const [tab, setTab] = useState<AuthTab>('login');
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const recovering = params.has('recovery');

  if (recovering && status === 'unknown') {
    return (
      <AuthCard title="Choose a new password">
        <Spinner label="Checking your reset link" />
      </AuthCard>
    );
  }
  if (recovering && status === 'signedIn') {
    return (
      <AuthCard title="Choose a new password" lead="Pick a new password for your account.">
        <NewPasswordForm onDone={() => navigate(target, { replace: true })} />
      </AuthCard>
    );
  }
  if (status === 'signedIn') return <Navigate to={target} replace />;

  const registered = (email: string) => {
    setRegisteredEmail(email);
    setTab('login');
  };

  return (
    <AuthCard
      title="Welcome to WatchWhere"
      lead="Log in or create an account to keep your watchlist and preferences on every device."
      footer={<OAuthButtons returnPath={authPath} />}
    >
      {callbackError && <FormAlert>{callbackError}</FormAlert>}
      <Tabs<AuthTab>
        label="Login or register"
        value={tab}
        onChange={setTab}
        items={[
          {
            id: 'login',
            label: 'Login',
            content: (
              <LoginForm
                key={registeredEmail ?? ''}
                defaultEmail={registeredEmail ?? ''}
                notice={
                  registeredEmail &&
                  `We sent a confirmation link to ${registeredEmail}. Open it, then log in here.`
                }
              />
            ),
          },
          {
            id: 'register',
            label: 'Register',
            content: <RegisterForm onRegistered={registered} />,
          },
        ]}
      />
    </AuthCard>
  );
}
