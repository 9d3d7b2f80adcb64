import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toastMessages, toastShown, useAppDispatch } from 'shared-core';
import { Button, PasswordField } from 'shared-ui';
import { updatePassword } from '../api/update-password';
import { newPasswordSchema, type NewPasswordValues } from '../auth-schemas';
import { FormAlert } from './form-alert';
import { Form } from './form-layout';

/** After a reset link signed the user in: choose the new password, then carry on. */
export function NewPasswordForm({ onDone }: { onDone: () => void }) {
  const dispatch = useAppDispatch();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', passwordConfirm: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    const error = await updatePassword(password);
    setServerError(error);
    if (error) return;
    dispatch(toastShown(toastMessages.passwordUpdated()));
    onDone();
  });

  return (
    <Form noValidate onSubmit={submit} aria-label="Choose a new password">
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="At least 6 characters"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.passwordConfirm?.message}
        {...register('passwordConfirm')}
      />
      <Button type="submit" size="lg" fullWidth loading={isSubmitting} loadingLabel="Saving...">
        Save new password
      </Button>
    </Form>
  );
}
