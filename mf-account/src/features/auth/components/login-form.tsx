import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAuth } from 'shared-core';
import { Button, PasswordField } from 'shared-ui';
import { loginSchema } from '../utils/auth-schemas';
import { EmailField } from './email-field';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { FormAlert } from '../../../components/form-alert';
import { Form, LinkButton } from './form-layout';
import { useAuthForm } from '../hooks/use-auth-form';
import { useFieldError } from '../hooks/use-field-error';

export interface LoginFormProps {
  defaultEmail?: string;
  /** A note above the form, e.g. after registering: confirm your email, then log in. */
  notice?: string | null;
}

/** Email and password sign-in; the server's refusal shows above the fields. */
export function LoginForm({ defaultEmail = '', notice }: LoginFormProps) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const { signIn } = useAuth();
  const [resetOpen, setResetOpen] = useState(false);
  const {
    register,
    submit,
    serverError,
    getValues,
    formState: { errors, isSubmitting },
  } = useAuthForm({
    schema: loginSchema,
    defaultValues: { email: defaultEmail, password: '' },
    action: ({ email, password }) => signIn(email, password),
  });

  return (
    <>
      <Form
        noValidate
        onSubmit={submit}
        aria-label={intl.formatMessage({
          defaultMessage: 'Sign in',
          id: 'uqXTnH',
          description: 'Auth > Login form: accessible name of the sign-in form',
        })}
      >
        {notice && <FormAlert tone="success">{notice}</FormAlert>}
        {serverError && <FormAlert>{serverError}</FormAlert>}
        <EmailField error={fieldError(errors.email?.message)} {...register('email')} />
        <PasswordField
          label={intl.formatMessage({
            defaultMessage: 'Password',
            id: 'X8mZun',
            description: 'Auth > Login form: label of the password field',
          })}
          autoComplete="current-password"
          error={fieldError(errors.password?.message)}
          {...register('password')}
        />
        <LinkButton type="button" onClick={() => setResetOpen(true)}>
          {intl.formatMessage({
            defaultMessage: 'Forgot password?',
            id: 'RoxThz',
            description:
              'Auth > Login form: link-styled button that opens the password reset dialog',
          })}
        </LinkButton>
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={isSubmitting}
          loadingLabel={intl.formatMessage({
            defaultMessage: 'Signing in...',
            id: 'gw6ymO',
            description: 'Auth > Login form: the submit button while signing in',
          })}
        >
          {intl.formatMessage({
            defaultMessage: 'Sign In',
            id: 'QndLcP',
            description: 'Auth > Login form: submit button',
          })}
        </Button>
      </Form>
      {resetOpen && (
        <ForgotPasswordDialog
          defaultEmail={getValues('email')}
          onClose={() => setResetOpen(false)}
        />
      )}
    </>
  );
}
