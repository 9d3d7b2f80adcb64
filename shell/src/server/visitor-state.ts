import {
  countrySaved,
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
} from 'shared-core';

/** What the server knows of a visitor: the request's headers, never browser storage. */
export interface VisitorHeaders {
  cookies: string;
  userAgent: string;
  acceptLanguage: string;
}

/** All a render reads of a visitor's headers: pages for equal visitors are equal. */
export interface Visitor {
  onboarded: boolean;
  /** The country the visitor picked (its cookie). */
  pickedCountry: string | null;
  /** The services the visitor picked (their cookie). */
  pickedServices: string[];
  /** The region of the browser's preferred language, among the countries offered. */
  languageRegion: string | null;
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
  const [first] = acceptLanguage
    .split(',')
    .slice(0, 20)
    .map((part) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.find((parameter) => parameter.trim().startsWith('q='));
      return { tag, q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q);
  const region = first?.tag
    .split('-')
    .find((subtag, index) => index > 0 && /^[a-z]{2}$/i.test(subtag));
  return offeredCountry(upperCase(region));
}

/** What the app's cookies say (onboarded, the picked country), the language's region, a phone. */
export function visitorOf({ cookies, userAgent, acceptLanguage }: VisitorHeaders): Visitor {
  return {
    onboarded: hasFlagCookie(cookies, 'watchwhere_onboarded'),
    pickedCountry: knownCountry(upperCase(readCookie(cookies, 'watchwhere_country'))),
    pickedServices: servicesInCookie(cookies),
    languageRegion: preferredRegion(acceptLanguage),
    phone: /Mobi/i.test(userAgent),
    member: memberHintIn(cookies),
  };
}

/**
 * The store's start for a visitor: onboarded or not, the picked country and services, the region of the
 * browser's language (the country shown until one is picked), the layout a phone asks for, and
 * whether to draw a member's header until the session is known.
 */
export function applyVisitor(dispatch: AppDispatch, visitor: Visitor): void {
  if (visitor.onboarded) dispatch(onboardingCompleted());
  if (visitor.pickedCountry) dispatch(countrySaved(visitor.pickedCountry));
  if (visitor.pickedServices.length > 0) dispatch(servicesSaved(visitor.pickedServices));
  if (visitor.languageRegion) dispatch(defaultCountryGuessed(visitor.languageRegion));
  if (visitor.phone) dispatch(layoutGuessed('mobile'));
  if (visitor.member) dispatch(memberHinted(visitor.member));
}
