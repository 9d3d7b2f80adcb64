import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAuth } from 'shared-core';
import { Button, PasswordField, TextField } from 'shared-ui';
import { loginSchema, type LoginValues } from '../auth-schemas';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { FormAlert } from './form-alert';
import { Form, LinkButton } from './form-layout';

export interface LoginFormProps {
  defaultEmail?: string;
  /** A note above the form, e.g. after registering: confirm your email, then log in. */
  notice?: string | null;
}

/** Email and password sign-in; the server's refusal shows above the fields. */
export function LoginForm({ defaultEmail = '', notice }: LoginFormProps) {
  const { signIn } = useAuth();
  const [serverError, setServerError] = useState<string | null>(null);
  const [resetOpen, setResetOpen] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });

  const submit = handleSubmit(async ({ email, password }) => {
    setServerError(null);
    setServerError(await signIn(email, password));
  });

  return (
    <>
      <Form noValidate onSubmit={submit} aria-label="Login">
        {notice && <FormAlert tone="success">{notice}</FormAlert>}
        {serverError && <FormAlert>{serverError}</FormAlert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...register('email')}
        />
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
