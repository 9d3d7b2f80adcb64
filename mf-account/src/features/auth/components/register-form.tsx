import { useAuth, useRedirectTarget } from 'shared-core';
import { Button, NewPasswordFields, TextField } from 'shared-ui';
import { MAX_FULL_NAME_LENGTH, registerSchema } from '../utils/auth-schemas';
import { EmailField } from './email-field';
import { FormAlert } from '../../../components/form-alert';
import { Form } from './form-layout';
import { useAuthForm } from '../hooks/use-auth-form';

export interface RegisterFormProps {
  /** Called with the email once the account exists (and, with confirmations on, awaits its link). */
  onRegistered: (email: string) => void;
}

/** Full name, email, password and its confirmation; the server's refusal shows above the fields. */
export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const { signUp } = useAuth();
  // The confirmation mail leads back to where sign-up was asked for, as signing in does.
  const { target } = useRedirectTarget();
  const {
    register,
    submit,
    serverError,
    formState: { errors, isSubmitting },
  } = useAuthForm({
    schema: registerSchema,
    defaultValues: { fullName: '', email: '', password: '', passwordConfirm: '' },
    action: ({ fullName, email, password }) =>
      signUp({ fullName, email, password, redirectPath: target }),
    onSuccess: ({ email }) => onRegistered(email),
  });

  return (
    <Form noValidate onSubmit={submit} aria-label="Register">
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <TextField
        label="Full name"
        autoComplete="name"
        placeholder="Alex Morgan"
        maxLength={MAX_FULL_NAME_LENGTH}
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <EmailField error={errors.email?.message} {...register('email')} />
      <NewPasswordFields
        hint="At least 6 characters"
        password={{ error: errors.password?.message, ...register('password') }}
        confirm={{ error: errors.passwordConfirm?.message, ...register('passwordConfirm') }}
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
