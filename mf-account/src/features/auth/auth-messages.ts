import type { ToastMessage } from 'shared-core';

/** What password reset says in toasts. */
export const authMessages = {
  passwordResetSent: (email: string): ToastMessage => ({
    title: 'Check your email',
    description: `We sent a password reset link to ${email}.`,
    tone: 'success',
  }),
  passwordUpdated: (): ToastMessage => ({
    title: 'Password updated',
    description: 'Your new password is ready to use.',
    tone: 'success',
  }),
};
