import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAuth } from 'shared-core';
import { Button, PasswordField, TextField } from 'shared-ui';
import { registerSchema, type RegisterValues } from '../auth-schemas';
import { FormAlert } from './form-alert';
import { Form } from './form-layout';

export interface RegisterFormProps {
  /** Called with the email once the account exists (and, with confirmations on, awaits its link). */
  onRegistered: (email: string) => void;
}

/** Full name, email, password and its confirmation; the server's refusal shows above the fields. */
export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const { signUp } = useAuth();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { fullName: '', email: '', password: '', passwordConfirm: '' },
  });

  const submit = handleSubmit(async ({ fullName, email, password }) => {
    setServerError(null);
    const error = await signUp({ fullName, email, password });
    if (error) setServerError(error);
    else onRegistered(email);
  });

  return (
    <Form noValidate onSubmit={submit} aria-label="Register">
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <TextField
        label="Full name"
        autoComplete="name"
        placeholder="Alex Morgan"
        error={errors.fullName?.message}
        {...register('fullName')}
      />
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
        autoComplete="new-password"
        hint="At least 6 characters"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        error={errors.passwordConfirm?.message}
        {...register('passwordConfirm')}
      />
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={isSubmitting}
        loadingLabel="Creating Account..."
      >
        Create Account
      </Button>
    </Form>
  );
}
