import { useId } from 'react';
import { failureMessage, toastShown, useAppDispatch } from 'shared-core';
import { Button, Dialog, DialogActions } from 'shared-ui';
import { useRequestPasswordResetMutation } from '../api/request-password-reset';
import { emailSchema } from '../utils/auth-schemas';
import { EmailField } from './email-field';
import { FormAlert } from '../../../components/form-alert';
import { Form } from './form-layout';
import { useAuthForm } from '../hooks/use-auth-form';
import { authMessages } from '../auth-messages';

export interface ForgotPasswordDialogProps {
  defaultEmail: string;
  onClose: () => void;
}

/** Asks for the account's email and mails it a link to choose a new password (mounted while open). */
export function ForgotPasswordDialog({ defaultEmail, onClose }: ForgotPasswordDialogProps) {
  const dispatch = useAppDispatch();
  const formId = useId();
  const [requestPasswordReset] = useRequestPasswordResetMutation();
  const {
    register,
    submit,
    serverError,
    formState: { errors, isSubmitting },
  } = useAuthForm({
    schema: emailSchema,
    defaultValues: { email: defaultEmail },
    action: async ({ email }) => failureMessage(await requestPasswordReset(email)),
    onSuccess: ({ email }) => {
      dispatch(toastShown(authMessages.passwordResetSent(email)));
      onClose();
    },
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
        <EmailField error={errors.email?.message} {...register('email')} />
      </Form>
    </Dialog>
  );
}
