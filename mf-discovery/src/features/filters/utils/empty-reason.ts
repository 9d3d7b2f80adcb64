import {
  countryInfo,
  isServiceInCountry,
  serviceName,
  type WatchProviderListEntry,
} from 'shared-core';
import type { Filters } from './filter-state';

/** Country names that read with "the" ("in the United Kingdom", "in Canada"). */
const WITH_ARTICLE = /^(United |Czech Republic|Dominican Republic|Netherlands|Philippines|Bahamas)/;

/** "the United Kingdom", "Canada": a country as a sentence names it. */
export function countryPhrase(code: string): string {
  const { name } = countryInfo(code);
  return WITH_ARTICLE.test(name) ? `the ${name}` : name;
}

/** "Netflix", "Netflix or Hulu", "Netflix, Hulu or NOW". */
export function joinNames(names: readonly string[], conjunction: 'or' | 'and' = 'or'): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${conjunction} ${names.at(-1)}`;
}

/**
 * "Hulu is not available in the United Kingdom.": when none of the chosen services exists in the
 * region by the catalog's list (nothing can match there). Undefined otherwise, or without the list.
 */
export function unavailableReason(
  filters: Filters,
  region: string,
  providers: readonly WatchProviderListEntry[],
): string | undefined {
  const { platforms } = filters;
  if (platforms.length === 0 || providers.length === 0) return undefined;
  if (platforms.some((value) => isServiceInCountry(value, providers, region))) return undefined;
  const names = platforms.map((value) => serviceName(value, providers));
  const verb = names.length === 1 ? 'is' : 'are';
  return `${joinNames(names, 'and')} ${verb} not available in ${countryPhrase(region)}.`;
}

/**
 * Why a section is empty under these filters (its type is the section's own): a service missing
 * from the region, else what the services and genres leave out. Undefined without filters, where
 * the grid's own message stands.
 */
export function emptyReason(
  filters: Filters,
  region: string,
  providers: readonly WatchProviderListEntry[],
): string | undefined {
  const unavailable = unavailableReason(filters, region, providers);
  if (unavailable) return unavailable;
  const genres = filters.genres.length > 0 ? joinNames(filters.genres) : undefined;
  if (filters.platforms.length === 0) return genres && `Nothing here matches ${genres}.`;
  const names = filters.platforms.map((value) => serviceName(value, providers));
  const on = `on ${joinNames(names)} in ${countryPhrase(region)}`;
  return genres ? `Nothing here ${on} matches ${genres}.` : `Nothing here is ${on}.`;
}
