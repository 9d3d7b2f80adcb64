import { defineMessages, type IntlShape } from 'react-intl';

// A type, not an interface: message values need an index signature.
type CountryValues = {
  country: string;
  article: string;
};
import { isServiceInCountry, serviceName, type WatchProviderListEntry } from 'shared-core';
import { GENRE_LABELS } from '../filter-labels';
import type { Filters } from './filter-state';

/** Countries whose English name takes "the" ("in the United Kingdom", "in Canada"). */
const WITH_ARTICLE = new Set(['US', 'GB', 'AE', 'DO', 'NL', 'PH', 'BS']);

const messages = defineMessages<{
  unavailable: CountryValues & { count: number; services: string };
  genresOnly: { genres: string };
  servicesAndGenres: CountryValues & { services: string; genres: string };
  servicesOnly: CountryValues & { services: string };
}>({
  unavailable: {
    defaultMessage:
      '{count, plural, one {{services} is not available in {article, select, the {the {country}} other {{country}}}.} other {{services} are not available in {article, select, the {the {country}} other {{country}}}.}}',
    id: '5oFop6',
    description:
      'Filters: why a list is empty: the chosen streaming services ({services}: "Hulu", "Hulu and Peacock"; {count}: how many) do not exist in the country {country}. {article} is "the" for names English says with "the"; other languages may ignore it',
  },
  genresOnly: {
    defaultMessage: 'Nothing here matches {genres}.',
    id: 'cbdqG+',
    description: 'Filters: why a list is empty: no title has the chosen genres ("Horror or Drama")',
  },
  servicesAndGenres: {
    defaultMessage:
      'Nothing here on {services} in {article, select, the {the {country}} other {{country}}} matches {genres}.',
    id: 'ld92iQ',
    description:
      'Filters: why a list is empty: no title of the list is on the chosen streaming services ("Netflix or Hulu") in the country {country} with the chosen genres ("Horror or Drama"). {article} is "the" for names English says with "the"; other languages may ignore it',
  },
  servicesOnly: {
    defaultMessage:
      'Nothing here is on {services} in {article, select, the {the {country}} other {{country}}}.',
    id: 'Anjpca',
    description:
      'Filters: why a list is empty: no title of the list is on the chosen streaming services ("Netflix or Hulu") in the country {country}. {article} is "the" for names English says with "the"; other languages may ignore it',
  },
});

/** A country's values in a sentence: its name, and whether English says it with "the". */
function countryValues(intl: IntlShape, code: string) {
  const upper = code.toUpperCase();
  return {
    country: intl.formatDisplayName(upper, { type: 'region' }) ?? upper,
    article: WITH_ARTICLE.has(upper) ? 'the' : 'none',
  };
}

/**
 * "Hulu is not available in the United Kingdom.": when none of the chosen services exists in the
 * region by the catalog's list (nothing can match there). Undefined otherwise, or without the list.
 */
export function unavailableReason(
  intl: IntlShape,
  filters: Filters,
  region: string,
  providers: readonly WatchProviderListEntry[],
): string | undefined {
  const { platforms } = filters;
  if (platforms.length === 0 || providers.length === 0) return undefined;
  if (platforms.some((value) => isServiceInCountry(value, providers, region))) return undefined;
  const names = platforms.map((value) => serviceName(value, providers));
  return intl.formatMessage(messages.unavailable, {
    count: names.length,
    services: intl.formatList(names, { type: 'conjunction' }),
    ...countryValues(intl, region),
  });
}

/**
 * Why a section is empty under these filters (its type is the section's own): a service missing
 * from the region, else what the services and genres leave out. Undefined without filters, where
 * the grid's own message stands.
 */
export function emptyReason(
  intl: IntlShape,
  filters: Filters,
  region: string,
  providers: readonly WatchProviderListEntry[],
): string | undefined {
  const unavailable = unavailableReason(intl, filters, region, providers);
  if (unavailable) return unavailable;
  const genres =
    filters.genres.length > 0
      ? intl.formatList(
          filters.genres.map((genre) => intl.formatMessage(GENRE_LABELS[genre])),
          { type: 'disjunction' },
        )
      : undefined;
  if (filters.platforms.length === 0) {
    return genres && intl.formatMessage(messages.genresOnly, { genres });
  }
  const services = intl.formatList(
    filters.platforms.map((value) => serviceName(value, providers)),
    { type: 'disjunction' },
  );
  const values = { services, ...countryValues(intl, region) };
  return genres
    ? intl.formatMessage(messages.servicesAndGenres, { ...values, genres })
    : intl.formatMessage(messages.servicesOnly, values);
}
