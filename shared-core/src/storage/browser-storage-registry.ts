/**
 * Everything the apps keep in the browser, in one list keyed by each entry's name: the storage
 * helpers take only these names (and a cookie its lifetime from here), and /privacy lists them, so
 * an entry added later is on that page. Lint keeps `localStorage`, `sessionStorage` and
 * `document.cookie` inside this folder.
 *
 * No imports: the shell's page server reads the cookie names from here too.
 */

export type BrowserStorageArea = 'local-storage' | 'session-storage' | 'cookie';

export interface BrowserStorageEntry {
  area: BrowserStorageArea;
  /** What is kept and why, in one sentence (/privacy shows it). */
  purpose: string;
  /** How long it stays, in one sentence (/privacy shows it). */
  lifetime: string;
  /** A list keeps only its newest this many entries. */
  maxEntries?: number;
}

/** The cookies' Max-Age, in days; each is written again on every visit. */
export const FLAG_COOKIE_DAYS = 365;

/**
 * Where supabase-js keeps the session: `{project}` stands for the first label of the Supabase
 * project's host (`browserStorageName`).
 */
export const AUTH_SESSION = 'sb-{project}-auth-token';

const RECENT_SEARCHES_MAX = 8;
const VIEWED_TITLES_MAX = 20;

const UNTIL_CHOICES_RESET =
  "Until you reset onboarding (Account → Settings) or clear this site's data.";

/** The cookies that mirror the onboarding choices for the server's render. */
const COOKIE_UNTIL_CHOICES_RESET = `${FLAG_COOKIE_DAYS} days after your last visit; removed when you reset onboarding.`;

export const BROWSER_STORAGE = {
  selectedServices: {
    area: 'local-storage',
    purpose: 'The streaming services you picked, so pages show first where those stream.',
    lifetime: UNTIL_CHOICES_RESET,
  },
  selectedCountry: {
    area: 'local-storage',
    purpose: 'The country you picked, whose availability the pages show.',
    lifetime: UNTIL_CHOICES_RESET,
  },
  onboardingCompleted: {
    area: 'local-storage',
    purpose: 'That you finished or skipped the welcome steps, so they are not shown again.',
    lifetime: UNTIL_CHOICES_RESET,
  },
  demoPremium: {
    area: 'local-storage',
    purpose: 'That you turned Plus demo mode on (offered only where this site runs as a demo).',
    lifetime: 'Until you turn demo mode off.',
  },
  recentSearches: {
    area: 'local-storage',
    purpose: `Your last ${RECENT_SEARCHES_MAX} searches, shown as Recent Searches on home.`,
    lifetime: "Until you press Clear beside them, or clear this site's data.",
    maxEntries: RECENT_SEARCHES_MAX,
  },
  searchHistory: {
    area: 'local-storage',
    purpose: `The last ${VIEWED_TITLES_MAX} titles you opened (name, year, poster, rating), shown as Recently Viewed on home.`,
    lifetime: "Until you clear this site's data; older titles drop off as you open new ones.",
    maxEntries: VIEWED_TITLES_MAX,
  },
  [AUTH_SESSION]: {
    area: 'local-storage',
    purpose:
      'Your sign-in session (the tokens that prove it is you), kept by the Supabase sign-in library so you stay signed in.',
    lifetime: 'Until you sign out. Only while you have an account and are signed in.',
  },
  scrollPositions: {
    area: 'session-storage',
    purpose: 'How far down each page of this tab you had scrolled, so Back returns you there.',
    lifetime: 'Until you close the tab.',
  },
  watchwhere_onboarded: {
    area: 'cookie',
    purpose:
      'Tells this site\'s server that you are past the welcome steps, so it sends the page you asked for. It holds only "1".',
    lifetime: COOKIE_UNTIL_CHOICES_RESET,
  },
  watchwhere_country: {
    area: 'cookie',
    purpose:
      "Tells this site's server the country you picked, so the page it sends shows that country's availability. It holds only the country's two-letter code.",
    lifetime: COOKIE_UNTIL_CHOICES_RESET,
  },
  watchwhere_services: {
    area: 'cookie',
    purpose:
      "Tells this site's server the streaming services you picked, so the page it sends says where a title streams on them. It holds only the services' short names.",
    lifetime: COOKIE_UNTIL_CHOICES_RESET,
  },
  watchwhere_language: {
    area: 'cookie',
    purpose:
      "Tells this site's server the language you picked, so a link without one opens in yours. It holds only the language's code.",
    lifetime: `${FLAG_COOKIE_DAYS} days after you pick a language.`,
  },
  watchwhere_member: {
    area: 'cookie',
    purpose:
      'Tells this site\'s server that someone signed in on this browser, and whether with Plus, so the page it sends has a member\'s header. It holds only "1" or "plus"; it does not sign anyone in.',
    lifetime: `${FLAG_COOKIE_DAYS} days after your last visit; removed when you sign out.`,
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
