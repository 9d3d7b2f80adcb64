import type { ToastMessage } from 'shared-core';

/** What the account screen says in toasts that no other app shows. */
export const accountMessages = {
  preferencesNotSaved: (): ToastMessage => ({
    title: "Couldn't save your preferences",
    description: 'Please try again.',
    tone: 'destructive',
  }),
  accountDataDownloaded: (fileName: string): ToastMessage => ({
    title: 'Your data is downloaded',
    description: `Saved as ${fileName}.`,
    tone: 'success',
  }),
  accountDataDownloadFailed: (message: string): ToastMessage => ({
    title: "Couldn't download your data",
    description: message,
    tone: 'destructive',
  }),
  accountDeleted: (): ToastMessage => ({
    title: 'Your account is deleted',
    description: 'Your account and everything tied to it are gone. You are signed out.',
    tone: 'success',
  }),
};
