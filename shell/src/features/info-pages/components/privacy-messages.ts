import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { BrowserStorageArea } from 'shared-core';

// Every sentence of /privacy, whole, one message each. What each browser entry is for and how
// long it stays comes from shared-core's storage registry, beside the code that writes it.

export const privacyMessages = defineMessages({
  title: {
    defaultMessage: 'Privacy',
    id: '3/9Ite',
    description: 'Privacy page: its heading and browser tab title',
  },
  intro: {
    defaultMessage:
      'What WatchWhere keeps about you, where it keeps it, and for how long. The app loads no advertising or analytics code.',
    id: 'lXPuHN',
    description: 'Privacy page: introduction',
  },
  databaseTitle: {
    defaultMessage: 'In our database',
    id: 'VVzXJo',
    description: "Privacy page: heading of the section on what the site's database keeps",
  },
  databaseIntro: {
    defaultMessage:
      'Most of this exists only once you create an account, and all of it goes when you delete the account.',
    id: 'DV/nj6',
    description: 'Privacy page, section "In our database": introduction',
  },
  accountName: {
    defaultMessage: 'Your account',
    id: 'JEVdrT',
    description: 'Privacy page, section "In our database": name of a kind of data kept',
  },
  accountKept: {
    defaultMessage:
      'Your email address, your name if you gave one, your password as a one-way hash (never the password itself), the Google or Apple sign-ins you used, and your signed-in sessions.',
    id: 'v28AMr',
    description: 'Privacy page, section "In our database": what "Your account" keeps',
  },
  choicesName: {
    defaultMessage: 'Your choices',
    id: 'owwdeh',
    description: 'Privacy page, section "In our database": name of a kind of data kept',
  },
  choicesKept: {
    defaultMessage:
      'The streaming services and country you picked, whether you finished the welcome steps, and your notification settings.',
    id: 'u9aTIq',
    description: 'Privacy page, section "In our database": what "Your choices" keeps',
  },
  listsName: {
    defaultMessage: 'Your lists and alerts',
    id: 'SzcDJH',
    description: 'Privacy page, section "In our database": name of a kind of data kept',
  },
  listsKept: {
    defaultMessage:
      'Your watchlist, the titles you asked to be told about (Notify Me), and the alerts sent to you, with whether you have read them.',
    id: '0SfUEH',
    description:
      'Privacy page, section "In our database": what "Your lists and alerts" keeps ("Notify Me" is the name of a button on title pages)',
  },
  planName: {
    defaultMessage: 'Your plan',
    id: 'tD8cmU',
    description: 'Privacy page, section "In our database": name of a kind of data kept',
  },
  planKept: {
    defaultMessage: 'Whether you have Plus, and until when.',
    id: '5+QE91',
    description:
      'Privacy page, section "In our database": what "Your plan" keeps (Plus is the paid plan\'s brand name)',
  },
  searchesName: {
    defaultMessage: 'Popular searches, with or without an account',
    id: 'YB/ZJh',
    description: 'Privacy page, section "In our database": name of a kind of data kept',
  },
  searchesKept: {
    defaultMessage:
      'A title you open counts once in Popular Searches, which everyone sees as a number with no name. To count each person once a minute, your account, or as a visitor your IP address, is kept beside the title for one minute.',
    id: 'lG+hNk',
    description:
      'Privacy page, section "In our database": what "Popular searches" keeps ("Popular Searches" is the name of a list on the home page)',
  },
  browserTitle: {
    defaultMessage: 'In your browser',
    id: '8LEFd3',
    description:
      "Privacy page: heading of the section on what the site keeps in the visitor's browser",
  },
  browserIntro: {
    defaultMessage:
      "What this site keeps in your browser, listed from the same list the app's code reads its names from. None of it is sent to anyone else; the cookies only tell this site's server which first page to send.",
    id: 'DqAPEZ',
    description: 'Privacy page, section "In your browser": introduction to the list of entries',
  },
  browserClear: {
    defaultMessage: "Clearing this site's data in your browser's settings removes all of it.",
    id: 'nYJ59H',
    description: 'Privacy page, section "In your browser": after the list of entries',
  },
  mailTitle: {
    defaultMessage: 'Alert emails',
    id: '4qiFpS',
    description: 'Privacy page: heading of the section on the emails that announce alerts',
  },
  mail1: {
    defaultMessage:
      'WatchWhere emails you only if you turn on Email notifications in your notification settings. It is off for new accounts.',
    id: 'mEqV+k',
    description:
      'Privacy page, section "Alert emails": first paragraph ("Email notifications" is the name of a setting)',
  },
  mail2: {
    defaultMessage:
      'Every alert email has a "Stop these emails" link that turns them off, and your mail program\'s own Unsubscribe button does the same in one click.',
    id: 'qB747c',
    description:
      'Privacy page, section "Alert emails": second paragraph ("Stop these emails" is the text of a link in the emails)',
  },
  mail3: {
    defaultMessage:
      'In the notification settings you can also choose which alerts you get, or turn email off again.',
    id: 'PaWFul',
    description: 'Privacy page, section "Alert emails": third paragraph',
  },
  mailLink: {
    defaultMessage: 'Open your notification settings',
    id: 'sJIRhO',
    description:
      'Privacy page, section "Alert emails": link to the account\'s notification settings',
  },
  dataTitle: {
    defaultMessage: 'A copy of your data, and deleting it',
    id: 'PQD2p3',
    description: "Privacy page: heading of the section on exporting and deleting one's data",
  },
  data1: {
    defaultMessage:
      'Download my data saves a file with your account and everything kept with it. Delete account removes your account and everything tied to it at once; it cannot be undone.',
    id: '9UkpfP',
    description:
      'Privacy page, section on exporting and deleting data: first paragraph ("Download my data" and "Delete account" are names of buttons in the account settings)',
  },
  data2: {
    defaultMessage:
      'Both are under Your data, in the Settings of your account, once you are signed in.',
    id: 'lFTH3y',
    description:
      'Privacy page, section on exporting and deleting data: second paragraph ("Your data" and "Settings" are names of parts of the account page)',
  },
  dataLink: {
    defaultMessage: 'Open Your data in your account settings',
    id: 'j5phvL',
    description:
      'Privacy page: link to the "Your data" part of the account settings ("Your data" is its name there)',
  },
  othersTitle: {
    defaultMessage: 'Other services',
    id: 'ec5oQ3',
    description: 'Privacy page: heading of the section on other services that see the visitor',
  },
  others1: {
    defaultMessage:
      "Posters come from the catalog's image server. When this site shows TMDB's data, that is TMDB's, which sees your IP address as any site you visit does.",
    id: 'C8HeUD',
    description: 'Privacy page, section "Other services": first paragraph (TMDB is a brand name)',
  },
  others2: {
    defaultMessage:
      'Like any website, the servers that run this site see your IP address and the pages you ask for.',
    id: 'h09GI0',
    description: 'Privacy page, section "Other services": second paragraph',
  },
  storedWhere: {
    defaultMessage: 'Kept in',
    id: '1R+lKR',
    description:
      'Privacy page, an entry kept in the browser: label of where it is kept (local storage, session storage, cookie)',
  },
  storedPurpose: {
    defaultMessage: 'What for',
    id: 'JJjoGo',
    description: 'Privacy page, an entry kept in the browser: label of what it is for',
  },
  storedLifetime: {
    defaultMessage: 'How long',
    id: 'VDDwlP',
    description: 'Privacy page, an entry kept in the browser: label of how long it stays',
  },
});

/** Where an entry lives, as a reader would say it. */
export const STORAGE_AREA_NAMES: Record<BrowserStorageArea, MessageDescriptor> = defineMessages({
  'local-storage': {
    defaultMessage: 'Local storage, until removed',
    id: 'vs0NmE',
    description:
      "Privacy page, an entry kept in the browser: kept in the browser's local storage, until removed",
  },
  'session-storage': {
    defaultMessage: 'Session storage, for this tab only',
    id: 'ekuO1K',
    description:
      "Privacy page, an entry kept in the browser: kept in the browser's session storage, for this tab only",
  },
  cookie: {
    defaultMessage: 'Cookie',
    id: 'ZbdSgd',
    description: 'Privacy page, an entry kept in the browser: kept as a cookie',
  },
});
