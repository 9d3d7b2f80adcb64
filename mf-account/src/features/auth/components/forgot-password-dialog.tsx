import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toastMessages, toastShown, useAppDispatch } from 'shared-core';
import { Button, Dialog, DialogActions, TextField } from 'shared-ui';
import { requestPasswordReset } from '../api/request-password-reset';
import { emailSchema, type EmailValues } from '../auth-schemas';
import { FormAlert } from './form-alert';
import { Form } from './form-layout';

export interface ForgotPasswordDialogProps {
  defaultEmail: string;
  onClose: () => void;
}

/** Asks for the account's email and mails it a link to choose a new password (mounted while open). */
export function ForgotPasswordDialog({ defaultEmail, onClose }: ForgotPasswordDialogProps) {
  const dispatch = useAppDispatch();
  const formId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailValues>({
    resolver: zodResolver(emailSchema),
    defaultValues: { email: defaultEmail },
  });

  const submit = handleSubmit(async ({ email }) => {
    const error = await requestPasswordReset(email);
    setServerError(error);
    if (error) return;
    dispatch(toastShown(toastMessages.passwordResetSent(email)));
    onClose();
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title="Reset your password"
      description="Enter your account's email and we will send you a link to choose a new password."
      footer={
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting} loadingLabel="Sending...">
            Send reset link
          </Button>
        </DialogActions>
      }
    >
      <Form id={formId} noValidate onSubmit={submit} aria-label="Reset your password">
        {serverError && <FormAlert>{serverError}</FormAlert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
      </Form>
    </Dialog>
  );
}
