import { useIntl } from 'react-intl';
import { toastShown, useAppDispatch, useFailureMessage } from 'shared-core';
import { Button, NewPasswordFields } from 'shared-ui';
import { useUpdatePasswordMutation } from '../api/update-password';
import { MIN_PASSWORD_LENGTH, newPasswordSchema, AUTH_HINTS } from '../utils/auth-schemas';
import { FormAlert } from '../../../components/form-alert';
import { Form } from './form-layout';
import { useAuthForm } from '../hooks/use-auth-form';
import { useFieldError } from '../hooks/use-field-error';
import { authMessages } from '../auth-messages';

/** After a reset link signed the user in: choose the new password, then carry on. */
export function NewPasswordForm({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const failureMessage = useFailureMessage();
  const dispatch = useAppDispatch();
  const [updatePassword] = useUpdatePasswordMutation();
  const {
    register,
    submit,
    serverError,
    formState: { errors, isSubmitting },
  } = useAuthForm({
    schema: newPasswordSchema,
    defaultValues: { password: '', passwordConfirm: '' },
    action: async ({ password }) => failureMessage(await updatePassword({ password })),
    onSuccess: () => {
      dispatch(
        toastShown({
          title: intl.formatMessage(authMessages.passwordUpdated),
          description: intl.formatMessage(authMessages.passwordUpdatedDetail),
          tone: 'success',
        }),
      );
      onDone();
    },
  });

  return (
    <Form
      noValidate
      onSubmit={submit}
      aria-label={intl.formatMessage({
        defaultMessage: 'Choose a new password',
        id: '3vXcDP',
        description: 'Auth > New password form: accessible name of the form',
      })}
    >
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <NewPasswordFields
        label={intl.formatMessage({
          defaultMessage: 'New password',
          id: 'XwnHAn',
          description: 'Auth > New password form: label of the new password field',
        })}
        confirmLabel={intl.formatMessage({
          defaultMessage: 'Confirm new password',
          id: 'ALSxKX',
          description: 'Auth > New password form: label of the field repeating the new password',
        })}
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
          defaultMessage: 'Saving…',
          id: 'fY9A2R',
          description: 'Auth > New password form: the save button while the password is saved',
        })}
      >
        {intl.formatMessage({
          defaultMessage: 'Save new password',
          id: 'hV5qTj',
          description: 'Auth > New password form: submit button',
        })}
      </Button>
    </Form>
  );
}
