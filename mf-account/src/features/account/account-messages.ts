import { defineMessages } from 'react-intl';

/** What the account screen says in toasts that no other app shows. */
export const accountMessages = defineMessages({
  preferencesNotSaved: {
    defaultMessage: "Couldn't save your preferences",
    id: 'Cr5czK',
    description:
      'Account > Notifications: toast title when a notification setting could not be saved',
  },
  tryAgain: {
    defaultMessage: 'Please try again.',
    id: 'jZz+pc',
    description: 'Account > Notifications: toast text under "Couldn\'t save your preferences"',
  },
  accountDataDownloaded: {
    defaultMessage: 'Your data is downloaded',
    id: 'cApu2z',
    description: 'Account > Settings > Your data: toast title once the data file is saved',
  },
  accountDataDownloadFailed: {
    defaultMessage: "Couldn't download your data",
    id: 'B2N/j5',
    description:
      "Account > Settings > Your data: toast title when the data download failed (the server's reason follows)",
  },
  accountDeleted: {
    defaultMessage: 'Your account is deleted',
    id: 'MGf5YD',
    description: 'Account > Delete account: toast title once the account is deleted',
  },
  accountDeletedDetail: {
    defaultMessage: 'Your account and everything tied to it are gone. You are signed out.',
    id: 'PYyhaj',
    description: 'Account > Delete account: toast text once the account is deleted',
  },
});
