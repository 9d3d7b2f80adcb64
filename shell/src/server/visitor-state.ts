import {
  countrySaved,
  defaultCountryGuessed,
  hasFlagCookie,
  KNOWN_COUNTRY_CODES,
  layoutGuessed,
  ONBOARDING_COUNTRIES,
  onboardingCompleted,
  readCookie,
  type AppDispatch,
} from 'shared-core';

/** What the server knows of a visitor: the request's headers, never browser storage. */
export interface VisitorHeaders {
  cookies: string;
  userAgent: string;
  acceptLanguage: string;
}

const knownCountry = (code: string | null | undefined) => {
  const upper = code?.toUpperCase();
  return upper && KNOWN_COUNTRY_CODES.includes(upper) ? upper : null;
};

/** The countries a visitor can pick: a language's region counts only if it is one of them. */
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
  return offeredCountry(knownCountry(region));
}

/**
 * The store's start for a visitor, from what the app's cookies say (onboarded, the picked country),
 * the region of the browser's preferred language (the country shown until one is picked), and the
 * layout a phone's User-Agent asks for.
 */
export function applyVisitorHeaders(
  dispatch: AppDispatch,
  { cookies, userAgent, acceptLanguage }: VisitorHeaders,
): void {
  if (hasFlagCookie(cookies, 'watchwhere_onboarded')) dispatch(onboardingCompleted());
  const picked = knownCountry(readCookie(cookies, 'watchwhere_country'));
  if (picked) dispatch(countrySaved(picked));
  const region = preferredRegion(acceptLanguage);
  if (region) dispatch(defaultCountryGuessed(region));
  if (/Mobi/i.test(userAgent)) dispatch(layoutGuessed('mobile'));
}
