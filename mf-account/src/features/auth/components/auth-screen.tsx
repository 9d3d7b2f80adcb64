import { useState } from 'react';
import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  const status = useAppSelector(selectSessionStatus);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { target, authPath } = useAuthRedirect();
  const callbackError = useCallbackError();
  const [tab, setTab] = useState<AuthTab>('login');
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const recovering = params.has('recovery');

  const newPasswordTitle = intl.formatMessage({
    defaultMessage: 'Choose a new password',
    id: 'jyodbl',
    description: 'Auth page: title of the card after opening a password reset link',
  });
  if (recovering && status === 'unknown') {
    return (
      <AuthCard title={newPasswordTitle}>
        <Spinner
          label={intl.formatMessage({
            defaultMessage: 'Checking your reset link',
            id: 'x7yC4i',
            description: 'Auth page: spinner label while the reset link is verified',
          })}
        />
      </AuthCard>
    );
  }
  if (recovering && status === 'signedIn') {
    return (
      <AuthCard
        title={newPasswordTitle}
        lead={intl.formatMessage({
          defaultMessage: 'Pick a new password for your account.',
          id: '6s0UP4',
          description: 'Auth page: text under "Choose a new password"',
        })}
      >
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
      title={intl.formatMessage({
        defaultMessage: 'Welcome to WatchWhere',
        id: 'QgLfJF',
        description: 'Auth page: title of the sign-in card; WatchWhere is the product name',
      })}
      lead={intl.formatMessage({
        defaultMessage:
          'Sign in or create an account to keep your watchlist and preferences on every device.',
        id: 'mzhbgB',
        description: 'Auth page: text under the title',
      })}
      footer={<OAuthButtons returnPath={authPath} />}
    >
      {callbackError && <FormAlert>{callbackError}</FormAlert>}
      <Tabs<AuthTab>
        label={intl.formatMessage({
          defaultMessage: 'Sign in or register',
          id: 'VckGEn',
          description: 'Auth page: accessible name of the Login / Register tabs',
        })}
        value={tab}
        onChange={setTab}
        items={[
          {
            id: 'login',
            label: intl.formatMessage({
              defaultMessage: 'Login',
              id: 'lhZICh',
              description: 'Auth page: tab with the sign-in form',
            }),
            content: (
              <LoginForm
                key={registeredEmail ?? ''}
                defaultEmail={registeredEmail ?? ''}
                notice={
                  registeredEmail &&
                  intl.formatMessage(
                    {
                      defaultMessage:
                        'We sent a confirmation link to {email}. Open it, then sign in here.',
                      id: '7DghvS',
                      description:
                        'Auth page: note above the login form after registering; email is the address the link went to',
                    },
                    { email: registeredEmail },
                  )
                }
              />
            ),
          },
          {
            id: 'register',
            label: intl.formatMessage({
              defaultMessage: 'Register',
              id: 'i4vDX4',
              description: 'Auth page: tab with the form creating an account',
            }),
            content: <RegisterForm onRegistered={registered} />,
          },
        ]}
      />
    </AuthCard>
  );
}
