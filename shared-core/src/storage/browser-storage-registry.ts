/**
 * Everything the apps keep in the browser, in one list keyed by each entry's name: the storage
 * helpers take only these names (and a cookie its lifetime from here), and /privacy lists them, so
 * an entry added later is on that page. Lint keeps `localStorage`, `sessionStorage` and
 * `document.cookie` inside this folder.
 *
 * One import, react-intl's `defineMessages` (the sentences are shared-core's messages): the shell's
 * page server reads the cookie names from here too.
 */
import { defineMessages } from 'react-intl';
import { asTextMessages, type TextMessage } from '../features/locale/text-message';

export type BrowserStorageArea = 'local-storage' | 'session-storage' | 'cookie';

export interface BrowserStorageEntry {
  area: BrowserStorageArea;
  /** What is kept and why, in one sentence (/privacy shows it, with `BROWSER_STORAGE_VALUES`). */
  purpose: TextMessage;
  /** How long it stays, in one sentence (/privacy shows it, with `BROWSER_STORAGE_VALUES`). */
  lifetime: TextMessage;
  /** A list keeps only its newest this many entries. */
  maxEntries?: number;
}

/**
 * The cookies' Max-Age, in days: the longest a browser keeps one (Chrome caps it at 400). Each is
 * written again on every visit.
 */
export const FLAG_COOKIE_DAYS = 400;

/**
 * Where supabase-js keeps the session: `{project}` stands for the first label of the Supabase
 * project's host (`browserStorageName`).
 */
export const AUTH_SESSION = 'sb-{project}-auth-token';

const RECENT_SEARCHES_MAX = 8;
const VIEWED_TITLES_MAX = 20;

/** The numbers the sentences name: pass them to `formatMessage` with any entry's purpose or lifetime. */
export const BROWSER_STORAGE_VALUES = {
  days: FLAG_COOKIE_DAYS,
  searches: RECENT_SEARCHES_MAX,
  titles: VIEWED_TITLES_MAX,
} as const;

const sentences = defineMessages({
  untilChoicesReset: {
    defaultMessage: "Until you reset onboarding (Account → Settings) or clear this site's data.",
    id: 'gadfXK',
    description:
      'Privacy page, how long a stored choice stays. "Account → Settings" names the account page and its Settings tab',
  },
  cookieUntilChoicesReset: {
    defaultMessage: '{days} days after your last visit; removed when you reset onboarding.',
    id: '9LIFES',
    description:
      'Privacy page, how long a cookie mirroring the onboarding choices stays; days is a number',
  },
  selectedServicesPurpose: {
    defaultMessage: 'The streaming services you picked, so pages show first where those stream.',
    id: 'DWHVXU',
    description: 'Privacy page, what a browser-storage entry keeps and why',
  },
  selectedCountryPurpose: {
    defaultMessage: 'The country you picked, whose availability the pages show.',
    id: '9mDw0d',
    description: 'Privacy page, what a browser-storage entry keeps and why',
  },
  onboardingCompletedPurpose: {
    defaultMessage: 'That you finished or skipped the welcome steps, so they are not shown again.',
    id: 'CAGP1s',
    description: 'Privacy page, what a browser-storage entry keeps and why',
  },
  demoPremiumPurpose: {
    defaultMessage:
      'That you turned Plus demo mode on (offered only where this site runs as a demo).',
    id: 'XG0k31',
    description:
      'Privacy page, what a browser-storage entry keeps and why ("Plus" is the subscription brand)',
  },
  demoPremiumLifetime: {
    defaultMessage: 'Until you turn demo mode off.',
    id: 'VcVYVf',
    description: 'Privacy page, how long a browser-storage entry stays',
  },
  recentSearchesPurpose: {
    defaultMessage: 'Your last {searches} searches, shown as Recent Searches on home.',
    id: 'repL5L',
    description:
      'Privacy page, what a browser-storage entry keeps and why; "Recent Searches" is the heading of that list on the home page',
  },
  recentSearchesLifetime: {
    defaultMessage: "Until you press Clear beside them, or clear this site's data.",
    id: 'z0xn6T',
    description:
      'Privacy page, how long the recent searches stay; "Clear" is the button beside them',
  },
  searchHistoryPurpose: {
    defaultMessage:
      'The last {titles} titles you opened (name, year, poster, rating), shown as Recently Viewed on home.',
    id: 'OgjcCr',
    description:
      'Privacy page, what a browser-storage entry keeps and why; "Recently Viewed" is the heading of that list on the home page',
  },
  searchHistoryLifetime: {
    defaultMessage: "Until you clear this site's data; older titles drop off as you open new ones.",
    id: '8PvdLJ',
    description: 'Privacy page, how long the recently viewed titles stay',
  },
  authSessionPurpose: {
    defaultMessage:
      'Your sign-in session (the tokens that prove it is you), kept by the Supabase sign-in library so you stay signed in.',
    id: 'v0B/xG',
    description:
      'Privacy page, what a browser-storage entry keeps and why (Supabase is a product name)',
  },
  authSessionLifetime: {
    defaultMessage: 'Until you sign out. Only while you have an account and are signed in.',
    id: 'fCuX05',
    description: 'Privacy page, how long the sign-in session stays',
  },
  scrollPositionsPurpose: {
    defaultMessage:
      'How far down each page of this tab you had scrolled, so Back returns you there.',
    id: 'X7/5p9',
    description:
      'Privacy page, what a browser-storage entry keeps and why; "Back" is the browser\'s back button',
  },
  scrollPositionsLifetime: {
    defaultMessage: 'Until you close the tab.',
    id: 'ZZYXkf',
    description: 'Privacy page, how long a browser-storage entry stays',
  },
  onboardedCookiePurpose: {
    defaultMessage:
      'Tells this site\'s server that you are past the welcome steps, so it sends the page you asked for. It holds only "1".',
    id: 'Eo6kAL',
    description: 'Privacy page, what a cookie holds and why',
  },
  countryCookiePurpose: {
    defaultMessage:
      "Tells this site's server the country you picked, so the page it sends shows that country's availability. It holds only the country's two-letter code.",
    id: '8mFXSx',
    description: 'Privacy page, what a cookie holds and why',
  },
  servicesCookiePurpose: {
    defaultMessage:
      "Tells this site's server the streaming services you picked, so the page it sends says where a title streams on them. It holds only the services' short names.",
    id: '9sfn4h',
    description: 'Privacy page, what a cookie holds and why',
  },
  languageCookiePurpose: {
    defaultMessage:
      "Tells this site's server the language you picked, so a link without one opens in yours. It holds only the language's code.",
    id: 'RRjblJ',
    description: 'Privacy page, what a cookie holds and why',
  },
  languageCookieLifetime: {
    defaultMessage: '{days} days after you pick a language.',
    id: 'w/uDLl',
    description: 'Privacy page, how long the language cookie stays; days is a number',
  },
  memberCookiePurpose: {
    defaultMessage:
      'Tells this site\'s server that someone signed in on this browser, and whether with Plus, so the page it sends has a member\'s header. It holds only "1" or "plus"; it does not sign anyone in.',
    id: '/rFNrA',
    description:
      'Privacy page, what a cookie holds and why ("Plus" is the subscription brand; "1" and "plus" are literal values)',
  },
  memberCookieLifetime: {
    defaultMessage: '{days} days after your last visit; removed when you sign out.',
    id: '3DvhY8',
    description: 'Privacy page, how long the member cookie stays; days is a number',
  },
});

/** Each sentence takes `BROWSER_STORAGE_VALUES` (those it names). */
const storageMessages = asTextMessages(sentences);

export const BROWSER_STORAGE = {
  selectedServices: {
    area: 'local-storage',
    purpose: storageMessages.selectedServicesPurpose,
    lifetime: storageMessages.untilChoicesReset,
  },
  selectedCountry: {
    area: 'local-storage',
    purpose: storageMessages.selectedCountryPurpose,
    lifetime: storageMessages.untilChoicesReset,
  },
  onboardingCompleted: {
    area: 'local-storage',
    purpose: storageMessages.onboardingCompletedPurpose,
    lifetime: storageMessages.untilChoicesReset,
  },
  demoPremium: {
    area: 'local-storage',
    purpose: storageMessages.demoPremiumPurpose,
    lifetime: storageMessages.demoPremiumLifetime,
  },
  recentSearches: {
    area: 'local-storage',
    purpose: storageMessages.recentSearchesPurpose,
    lifetime: storageMessages.recentSearchesLifetime,
    maxEntries: RECENT_SEARCHES_MAX,
  },
  searchHistory: {
    area: 'local-storage',
    purpose: storageMessages.searchHistoryPurpose,
    lifetime: storageMessages.searchHistoryLifetime,
    maxEntries: VIEWED_TITLES_MAX,
  },
  [AUTH_SESSION]: {
    area: 'local-storage',
    purpose: storageMessages.authSessionPurpose,
    lifetime: storageMessages.authSessionLifetime,
  },
  scrollPositions: {
    area: 'session-storage',
    purpose: storageMessages.scrollPositionsPurpose,
    lifetime: storageMessages.scrollPositionsLifetime,
  },
  watchwhere_onboarded: {
    area: 'cookie',
    purpose: storageMessages.onboardedCookiePurpose,
    lifetime: storageMessages.cookieUntilChoicesReset,
  },
  watchwhere_country: {
    area: 'cookie',
    purpose: storageMessages.countryCookiePurpose,
    lifetime: storageMessages.cookieUntilChoicesReset,
  },
  watchwhere_services: {
    area: 'cookie',
    purpose: storageMessages.servicesCookiePurpose,
    lifetime: storageMessages.cookieUntilChoicesReset,
  },
  watchwhere_language: {
    area: 'cookie',
    purpose: storageMessages.languageCookiePurpose,
    lifetime: storageMessages.languageCookieLifetime,
  },
  watchwhere_member: {
    area: 'cookie',
    purpose: storageMessages.memberCookiePurpose,
    lifetime: storageMessages.memberCookieLifetime,
  },
} as const satisfies Record<string, BrowserStorageEntry>;

export type BrowserStorageId = keyof typeof BROWSER_STORAGE;

type IdsIn<Area extends BrowserStorageArea> = {
  [Id in BrowserStorageId]: (typeof BROWSER_STORAGE)[Id]['area'] extends Area ? Id : never;
}[BrowserStorageId];

export type LocalStorageId = IdsIn<'local-storage'>;
export type SessionStorageId = IdsIn<'session-storage'>;
export type CookieId = IdsIn<'cookie'>;

/** The lists, which keep a number of entries. */
export type StoredListId = {
  [Id in BrowserStorageId]: (typeof BROWSER_STORAGE)[Id] extends { maxEntries: number }
    ? Id
    : never;
}[BrowserStorageId];
