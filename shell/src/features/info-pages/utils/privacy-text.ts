import type { BrowserStorageArea } from 'shared-core';

// Every sentence of /privacy, whole, for translation. What each browser entry is for and how
// long it stays comes from shared-core's storage registry, beside the code that writes it.

export const PRIVACY_TEXT = {
  title: 'Privacy',
  intro:
    'What WatchWhere keeps about you, where it keeps it, and for how long. The app loads no advertising or analytics code.',
  databaseTitle: 'In our database',
  databaseIntro:
    'Most of this exists only once you create an account, and all of it goes when you delete the account.',
  database: [
    {
      name: 'Your account',
      kept: 'Your email address, your name if you gave one, your password as a one-way hash (never the password itself), the Google or Apple sign-ins you used, and your signed-in sessions.',
    },
    {
      name: 'Your choices',
      kept: 'The streaming services and country you picked, whether you finished the welcome steps, and your notification settings.',
    },
    {
      name: 'Your lists and alerts',
      kept: 'Your watchlist, the titles you asked to be told about (Notify Me), and the alerts sent to you, with whether you have read them.',
    },
    {
      name: 'Your plan',
      kept: 'Whether you have Plus, and until when.',
    },
    {
      name: 'Popular searches, with or without an account',
      kept: 'A title you open counts once in Popular Searches, which everyone sees as a number with no name. To count each person once a minute, your account, or as a visitor your IP address, is kept beside the title for one minute.',
    },
  ],
  browserTitle: 'In your browser',
  browserIntro:
    "What this site keeps in your browser, listed from the same list the app's code reads its names from. None of it is sent to anyone else; the cookies only tell this site's server which first page to send.",
  browserClear: "Clearing this site's data in your browser's settings removes all of it.",
  storageLabels: { where: 'Kept in', purpose: 'What for', lifetime: 'How long' },
  mailTitle: 'Alert emails',
  mail: [
    'WatchWhere emails you only if you turn on Email notifications in your notification settings. It is off for new accounts.',
    'Every alert email has a "Stop these emails" link that turns them off, and your mail program\'s own Unsubscribe button does the same in one click.',
    'In the notification settings you can also choose which alerts you get, or turn email off again.',
  ],
  mailLink: 'Open your notification settings',
  dataTitle: 'A copy of your data, and deleting it',
  data: [
    'Download my data saves a file with your account and everything kept with it. Delete account removes your account and everything tied to it at once; it cannot be undone.',
    'Both are under Your data, in the Settings of your account, once you are signed in.',
  ],
  dataLink: 'Open Your data in your account settings',
  othersTitle: 'Other services',
  others: [
    "Posters come from the catalog's image server. When this site shows TMDB's data, that is TMDB's, which sees your IP address as any site you visit does.",
    'Like any website, the servers that run this site see your IP address and the pages you ask for.',
  ],
} as const;

/** Where an entry lives, as a reader would say it. */
export const STORAGE_AREA_NAMES: Record<BrowserStorageArea, string> = {
  'local-storage': 'Local storage, until removed',
  'session-storage': 'Session storage, for this tab only',
  cookie: 'Cookie',
};
