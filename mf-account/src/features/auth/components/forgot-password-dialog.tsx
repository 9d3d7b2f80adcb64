import { useId } from 'react';
import { useIntl } from 'react-intl';
import { toastShown, useAppDispatch, useFailureMessage } from 'shared-core';
import { Button, Dialog, DialogActions } from 'shared-ui';
import { useRequestPasswordResetMutation } from '../api/request-password-reset';
import { emailSchema } from '../utils/auth-schemas';
import { EmailField } from './email-field';
import { FormAlert } from '../../../components/form-alert';
import { Form } from './form-layout';
import { useAuthForm } from '../hooks/use-auth-form';
import { useFieldError } from '../hooks/use-field-error';
import { authMessages } from '../auth-messages';

export interface ForgotPasswordDialogProps {
  defaultEmail: string;
  onClose: () => void;
}

/** Asks for the account's email and mails it a link to choose a new password (mounted while open). */
export function ForgotPasswordDialog({ defaultEmail, onClose }: ForgotPasswordDialogProps) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const failureMessage = useFailureMessage();
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
      dispatch(
        toastShown({
          title: intl.formatMessage(authMessages.passwordResetSent),
          description: intl.formatMessage(
            {
              defaultMessage: 'We sent a password reset link to {email}.',
              id: 'mko0vh',
              description:
                'Auth > Forgot password dialog: toast text once the reset link is mailed; email is the address it went to',
            },
            { email },
          ),
          tone: 'success',
        }),
      );
      onClose();
    },
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={intl.formatMessage({
        defaultMessage: 'Reset your password',
        id: '++c3Dj',
        description: 'Auth > Forgot password dialog: title',
      })}
      description={intl.formatMessage({
        defaultMessage:
          "Enter your account's email and we will send you a link to choose a new password.",
        id: '0bt0Vn',
        description: 'Auth > Forgot password dialog: text under the title',
      })}
      footer={
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({
              defaultMessage: 'Cancel',
              id: 'N6moc7',
              description: 'Auth > Forgot password dialog: button that closes the dialog',
            })}
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={isSubmitting}
            loadingLabel={intl.formatMessage({
              defaultMessage: 'Sending…',
              id: 'tWT9MN',
              description:
                'Auth > Forgot password dialog: the send button while the link is requested',
            })}
          >
            {intl.formatMessage({
              defaultMessage: 'Send reset link',
              id: 'gfKCXm',
              description: 'Auth > Forgot password dialog: button that mails the reset link',
            })}
          </Button>
        </DialogActions>
      }
    >
      <Form
        id={formId}
        noValidate
        onSubmit={submit}
        aria-label={intl.formatMessage({
          defaultMessage: 'Reset your password',
          id: '+Y0xkT',
          description: 'Auth > Forgot password dialog: accessible name of the form',
        })}
      >
        {serverError && <FormAlert>{serverError}</FormAlert>}
        <EmailField error={fieldError(errors.email?.message)} {...register('email')} />
      </Form>
    </Dialog>
  );
}
