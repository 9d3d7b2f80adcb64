import { useIntl } from 'react-intl';
import { useAuth, useRedirectTarget } from 'shared-core';
import { Button, NewPasswordFields, TextField } from 'shared-ui';
import {
  MIN_PASSWORD_LENGTH,
  MAX_FULL_NAME_LENGTH,
  AUTH_HINTS,
  registerSchema,
} from '../utils/auth-schemas';
import { EmailField } from './email-field';
import { FormAlert } from '../../../components/form-alert';
import { Form } from './form-layout';
import { useAuthForm } from '../hooks/use-auth-form';
import { useFieldError } from '../hooks/use-field-error';

export interface RegisterFormProps {
  /** Called with the email once the account exists (and, with confirmations on, awaits its link). */
  onRegistered: (email: string) => void;
}

/** Full name, email, password and its confirmation; the server's refusal shows above the fields. */
export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const intl = useIntl();
  const fieldError = useFieldError();
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
    <Form
      noValidate
      onSubmit={submit}
      aria-label={intl.formatMessage({
        defaultMessage: 'Register',
        id: '9ljEXK',
        description: 'Auth > Register form: accessible name of the form creating an account',
      })}
    >
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <TextField
        label={intl.formatMessage({
          defaultMessage: 'Full name',
          id: 'LJQZTJ',
          description: 'Auth > Register form: label of the name field',
        })}
        autoComplete="name"
        placeholder={intl.formatMessage({
          defaultMessage: 'Alex Morgan',
          id: 'ts2txH',
          description:
            'Auth > Register form: example name shown in the empty name field; use a typical full name in the language',
        })}
        maxLength={MAX_FULL_NAME_LENGTH}
        error={fieldError(errors.fullName?.message)}
        {...register('fullName')}
      />
      <EmailField error={fieldError(errors.email?.message)} {...register('email')} />
      <NewPasswordFields
        hint={intl.formatMessage(AUTH_HINTS.password, { limit: MIN_PASSWORD_LENGTH })}
        password={{ error: fieldError(errors.password?.message), ...register('password') }}
        confirm={{
          error: fieldError(errors.passwordConfirm?.message),
          ...register('passwordConfirm'),
        }}
      />
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={isSubmitting}
        loadingLabel={intl.formatMessage({
          defaultMessage: 'Creating Account...',
          id: '05qOKx',
          description: 'Auth > Register form: the submit button while the account is created',
        })}
      >
        {intl.formatMessage({
          defaultMessage: 'Create Account',
          id: '+fuJa9',
          description: 'Auth > Register form: submit button',
        })}
      </Button>
    </Form>
  );
}
