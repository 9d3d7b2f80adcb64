import { compareNames } from 'shared-core';
import { isStreaming, type MergedProvider } from './merge-providers';
import { isUserService } from './user-services';

export interface UserContext {
  country: string;
  services: readonly string[];
}

export interface RankedProvider extends MergedProvider {
  isUserService: boolean;
  inUserCountry: boolean;
}

let englishRegions: Intl.DisplayNames | undefined;

/** A country's English name, the order's default (tests); the page passes its language's. */
function englishCountryName(code: string): string {
  try {
    englishRegions ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return englishRegions.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The user's own services lead (those offered in their country first); then everyone else. */
const group = (provider: RankedProvider) =>
  provider.isUserService ? (provider.inUserCountry ? 0 : 1) : 2;

/** Ties go to services that stream the title (in the user's country when offered there). */
const streamsFirst = (provider: RankedProvider, country: string) => {
  const offers = provider.inUserCountry
    ? provider.countries.filter((offer) => offer.code === country)
    : provider.countries;
  return offers.some((offer) => isStreaming(offer.types)) ? 0 : 1;
};

/**
 * The user's services first, wherever they offer the title; then every provider by number of
 * countries, descending; among equals, streaming before rent and buy. Each card lists the user's
 * country first, then the others by `countryName` (the names the page shows).
 */
export function orderProviders(
  providers: MergedProvider[],
  user: UserContext,
  countryName: (code: string) => string = englishCountryName,
): RankedProvider[] {
  return providers
    .map((provider) => ({
      ...provider,
      countries: [...provider.countries].sort(
        (a, b) =>
          Number(b.code === user.country) - Number(a.code === user.country) ||
          compareNames(countryName(a.code), countryName(b.code)),
      ),
      isUserService: isUserService(provider, user.services),
      inUserCountry: provider.countries.some((offer) => offer.code === user.country),
    }))
    .sort(
      (a, b) =>
        group(a) - group(b) ||
        b.countries.length - a.countries.length ||
        streamsFirst(a, user.country) - streamsFirst(b, user.country) ||
        compareNames(a.name, b.name),
    );
}
