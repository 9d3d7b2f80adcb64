import type { MediaType } from '../catalog-types.js';
import { invalidParameter } from './catalog-error.js';
import type { DiscoverFilters, Query, SortField } from './catalog-request.js';
import {
  parseChoice,
  parseDate,
  parseIdFilter,
  parseIdList,
  parseNumber,
  parsePage,
  parseRegion,
  parseYear,
} from './parse-params.js';

const MONETIZATION_TYPES = ['flatrate', 'free', 'ads', 'rent', 'buy'] as const;

// A Map, not an object: sort_by=constructor.desc must miss, not find Object.prototype's members.
const SORT_FIELDS = new Map<string, SortField>([
  ['popularity', 'popularity'],
  ['primary_release_date', 'release_date'],
  ['release_date', 'release_date'],
  ['first_air_date', 'release_date'],
  ['title', 'title'],
  ['original_title', 'title'],
  ['name', 'title'],
  ['original_name', 'title'],
  ['vote_average', 'vote_average'],
  ['vote_count', 'vote_count'],
  ['revenue', 'revenue'],
]);

/** TMDB's date and year parameter names differ between movies and series. */
const dateKeyOf = (type: MediaType) =>
  type === 'movie' ? 'primary_release_date' : 'first_air_date';
const yearKeyOf = (type: MediaType) =>
  type === 'movie' ? 'primary_release_year' : 'first_air_date_year';

/** Every query parameter `parseDiscover` reads for this media type. */
export function discoverParamNames(type: MediaType): string[] {
  return [
    `${dateKeyOf(type)}.gte`,
    `${dateKeyOf(type)}.lte`,
    'page',
    'sort_by',
    'vote_average.gte',
    'vote_average.lte',
    'vote_count.gte',
    'watch_region',
    'with_genres',
    'with_original_language',
    'with_watch_monetization_types',
    'with_watch_providers',
    'without_genres',
    'without_watch_providers',
    'year',
    yearKeyOf(type),
  ];
}

/** `/3/discover/{movie|tv}` parameters, with TMDB's names for each media type. */
export function parseDiscover(type: MediaType, query: Query): DiscoverFilters {
  const dateKey = dateKeyOf(type);
  const yearKey = yearKeyOf(type);
  const region = parseRegion(query.watch_region);
  const withProviders = parseIdFilter(query.with_watch_providers, 'with_watch_providers');
  const monetization = parseMonetization(query.with_watch_monetization_types);
  if ((withProviders || monetization) && !region) {
    throw invalidParameter(
      'with_watch_providers and with_watch_monetization_types need a watch_region.',
    );
  }
  return {
    page: parsePage(query),
    ...parseSort(query.sort_by),
    withGenres: parseIdFilter(query.with_genres, 'with_genres'),
    withoutGenres: optionalList(query.without_genres, 'without_genres'),
    region,
    withProviders,
    withoutProviders: optionalList(query.without_watch_providers, 'without_watch_providers'),
    monetization,
    year: parseYear(query[yearKey] ?? query.year, yearKey),
    dateFrom: parseDate(query[`${dateKey}.gte`], `${dateKey}.gte`),
    dateTo: parseDate(query[`${dateKey}.lte`], `${dateKey}.lte`),
    voteAverageMin: parseNumber(query['vote_average.gte'], 'vote_average.gte', 0, 10),
    voteAverageMax: parseNumber(query['vote_average.lte'], 'vote_average.lte', 0, 10),
    voteCountMin: parseNumber(
      query['vote_count.gte'],
      'vote_count.gte',
      0,
      Number.MAX_SAFE_INTEGER,
    ),
    language: parseLanguage(query.with_original_language),
  };
}

function parseSort(raw: string | undefined): { sortBy: SortField; ascending: boolean } {
  if (raw === undefined || raw === '') return { sortBy: 'popularity', ascending: false };
  const match = /^([a-z_]+)\.(asc|desc)$/.exec(raw);
  const field = match ? SORT_FIELDS.get(match[1] ?? '') : undefined;
  if (!match || !field) {
    throw invalidParameter(
      `sort_by must be one of ${[...SORT_FIELDS.keys()].join(', ')} followed by .asc or .desc.`,
    );
  }
  return { sortBy: field, ascending: match[2] === 'asc' };
}

function parseMonetization(raw: string | undefined): string[] | undefined {
  if (raw === undefined || raw === '') return undefined;
  return raw
    .split(/[|,]/)
    .map((type) => parseChoice(type, 'with_watch_monetization_types', MONETIZATION_TYPES) ?? '');
}

function optionalList(raw: string | undefined, name: string): number[] | undefined {
  return raw === undefined || raw === '' ? undefined : parseIdList(raw, name);
}

function parseLanguage(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^[a-z]{2}$/.test(raw))
    throw invalidParameter('with_original_language must be an ISO 639-1 code like en.');
  return raw;
}
