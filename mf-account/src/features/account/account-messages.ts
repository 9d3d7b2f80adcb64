import type { ToastMessage } from 'shared-core';

/** What the account screen says in toasts that no other app shows. */
export const accountMessages = {
  preferencesNotSaved: (): ToastMessage => ({
    title: "Couldn't save your preferences",
    description: 'Please try again.',
    tone: 'destructive',
  }),
};
