import { defineMessages } from 'react-intl';

/** What password reset says in toasts. */
export const authMessages = defineMessages({
  passwordResetSent: {
    defaultMessage: 'Check your email',
    id: '592Eeb',
    description: 'Auth > Forgot password: toast title once the reset link is mailed',
  },
  passwordUpdated: {
    defaultMessage: 'Password updated',
    id: 'xAti6C',
    description: 'Auth > New password: toast title once the new password is saved',
  },
  passwordUpdatedDetail: {
    defaultMessage: 'Your new password is ready to use.',
    id: 'SCW8bK',
    description: 'Auth > New password: toast text once the new password is saved',
  },
});
