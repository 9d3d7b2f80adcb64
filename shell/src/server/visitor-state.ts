import {
  acceptedLanguages,
  countrySaved,
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_REGIONS,
  preferredLocale,
  regionOf,
  type DisplayLocale,
  type AppLocale,
  defaultCountryGuessed,
  hasFlagCookie,
  KNOWN_COUNTRY_CODES,
  layoutGuessed,
  memberHinted,
  memberHintIn,
  type MemberHint,
  ONBOARDING_COUNTRIES,
  onboardingCompleted,
  readCookie,
  servicesInCookie,
  servicesSaved,
  type AppDispatch,
  type VisitorHeaders,
} from 'shared-core';

export type { VisitorHeaders };

/** All a render reads of a visitor's headers: pages for equal visitors are equal. */
export interface Visitor {
  onboarded: boolean;
  /** The country the visitor picked (its cookie). */
  pickedCountry: string | null;
  /** The services the visitor picked (their cookie). */
  pickedServices: string[];
  /** The region of the browser's preferred language, among the countries offered. */
  languageRegion: string | null;
  /** The language the visitor picked (its cookie). */
  pickedLanguage: AppLocale | null;
  /** The supported language the browser prefers most. */
  browserLanguage: AppLocale | null;
  phone: boolean;
  /** What the member cookie says: someone signed in on this browser (with Plus). */
  member: MemberHint | null;
}

const upperCase = (code: string | null | undefined) => code?.toUpperCase() ?? null;

/** A country the app knows (any can be picked in the account's settings). */
const knownCountry = (code: string | null) =>
  code && KNOWN_COUNTRY_CODES.includes(code) ? code : null;

/** A country offered at onboarding: a language's region counts only if it is one of them. */
const offeredCountry = (code: string | null) =>
  ONBOARDING_COUNTRIES.some((country) => country.code === code) ? code : null;

/**
 * The region of the browser's most preferred language (`de-AT;q=0.9` → AT), if it names one the
 * visitor could pick.
 */
export function preferredRegion(acceptLanguage: string): string | null {
  const [first] = acceptedLanguages(acceptLanguage);
  return offeredCountry(first ? regionOf(first) : null);
}

const pickedLanguageIn = (cookies: string) => {
  const picked = readCookie(cookies, 'watchwhere_language');
  return isLocale(picked) ? picked : null;
};

/**
 * The language an English (unprefixed) URL sends its visitor to instead: the one they picked, else
 * their browser's, when that is not English. A prefixed URL is always served as it is.
 */
export function languageRedirect(visitor: Visitor, locale: DisplayLocale): AppLocale | null {
  if (locale !== DEFAULT_LOCALE) return null;
  const wanted = visitor.pickedLanguage ?? visitor.browserLanguage;
  return wanted && wanted !== DEFAULT_LOCALE ? wanted : null;
}

/** What the app's cookies say (onboarded, the picked country), the language's region, a phone. */
export function visitorOf({ cookies, userAgent, acceptLanguage }: VisitorHeaders): Visitor {
  return {
    onboarded: hasFlagCookie(cookies, 'watchwhere_onboarded'),
    pickedCountry: knownCountry(upperCase(readCookie(cookies, 'watchwhere_country'))),
    pickedServices: servicesInCookie(cookies),
    languageRegion: preferredRegion(acceptLanguage),
    pickedLanguage: pickedLanguageIn(cookies),
    browserLanguage: preferredLocale(acceptLanguage),
    phone: /Mobi/i.test(userAgent),
    member: memberHintIn(cookies),
  };
}

/**
 * The store's start for a visitor: onboarded or not, the picked country and services, the country
 * shown until one is picked (the region of the browser's language, else the page language's own
 * country), the layout a phone asks for, and whether to draw a member's header until the session is
 * known.
 */
export function applyVisitor(dispatch: AppDispatch, visitor: Visitor, locale: DisplayLocale): void {
  if (visitor.onboarded) dispatch(onboardingCompleted());
  if (visitor.pickedCountry) dispatch(countrySaved(visitor.pickedCountry));
  if (visitor.pickedServices.length > 0) dispatch(servicesSaved(visitor.pickedServices));
  const guessedCountry =
    visitor.languageRegion ?? (isLocale(locale) ? offeredCountry(LOCALE_REGIONS[locale]) : null);
  if (guessedCountry) dispatch(defaultCountryGuessed(guessedCountry));
  if (visitor.phone) dispatch(layoutGuessed('mobile'));
  if (visitor.member) dispatch(memberHinted(visitor.member));
}
