import { failureMessage, toastShown, useAppDispatch } from 'shared-core';
import { Button, NewPasswordFields } from 'shared-ui';
import { useUpdatePasswordMutation } from '../api/update-password';
import { newPasswordSchema } from '../utils/auth-schemas';
import { FormAlert } from '../../../components/form-alert';
import { Form } from './form-layout';
import { useAuthForm } from '../hooks/use-auth-form';
import { authMessages } from '../auth-messages';

/** After a reset link signed the user in: choose the new password, then carry on. */
export function NewPasswordForm({ onDone }: { onDone: () => void }) {
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
      dispatch(toastShown(authMessages.passwordUpdated()));
      onDone();
    },
  });

  return (
    <Form noValidate onSubmit={submit} aria-label="Choose a new password">
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <NewPasswordFields
        label="New password"
        confirmLabel="Confirm new password"
        hint="At least 6 characters"
        password={{ error: errors.password?.message, ...register('password') }}
        confirm={{ error: errors.passwordConfirm?.message, ...register('passwordConfirm') }}
      />
      <Button type="submit" size="lg" fullWidth loading={isSubmitting} loadingLabel="Saving...">
        Save new password
      </Button>
    </Form>
  );
}
