import { useState } from 'react';
import { useAuth } from 'shared-core';
import { Button, PasswordField } from 'shared-ui';
import { loginSchema } from '../utils/auth-schemas';
import { EmailField } from './email-field';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { FormAlert } from '../../../components/form-alert';
import { Form, LinkButton } from './form-layout';
import { useAuthForm } from '../hooks/use-auth-form';

export interface LoginFormProps {
  defaultEmail?: string;
  /** A note above the form, e.g. after registering: confirm your email, then log in. */
  notice?: string | null;
}

/** Email and password sign-in; the server's refusal shows above the fields. */
export function LoginForm({ defaultEmail = '', notice }: LoginFormProps) {
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
      <Form noValidate onSubmit={submit} aria-label="Login">
        {notice && <FormAlert tone="success">{notice}</FormAlert>}
        {serverError && <FormAlert>{serverError}</FormAlert>}
        <EmailField error={errors.email?.message} {...register('email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <LinkButton type="button" onClick={() => setResetOpen(true)}>
          Forgot password?
        </LinkButton>
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={isSubmitting}
          loadingLabel="Signing in..."
        >
          Sign In
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
