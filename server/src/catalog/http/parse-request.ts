import { dayNumber } from '../clock.js';
import { providerById } from '../constants/providers.js';
import { invalidChangesParameter, invalidParameter, notFound } from './catalog-error.js';
import {
  APPENDABLE,
  type Appendable,
  type CatalogRequest,
  type Query,
  type RequestOf,
} from './catalog-request.js';
import { discoverParamNames, parseDiscover } from './parse-discover.js';
import { parseFind } from './parse-find.js';
import { parseOffers } from './parse-offers.js';
import {
  parseBoolean,
  parseId,
  parseMediaType,
  parsePage,
  parseRegion,
  pickParams,
} from './parse-params.js';
import { parseKnownRegion, parseWindowDay } from './parse-window.js';

type Params = Record<string, string | undefined>;

const MAX_APPENDED = 20;
const MAX_SEARCH_CHARACTERS = 200;

/**
 * Turns a route's path parameters and query into a validated request; throws TMDB-style 4xx errors.
 * Each parser keeps only the query parameters it reads (`pickParams`): the request's `query` is then
 * the canonical form of the call, the same for every URL that asks the same thing. `today` is the
 * catalog's day, read once per request (what a window defaults to).
 */

export const PARSERS = {
  search: (_params: Params, raw: Query): RequestOf<'search'> => {
    const query = pickParams(raw, ['include_adult', 'page', 'query']);
    parseBoolean(query.include_adult, 'include_adult');
    // A longer query is cut to its first 200 characters as a reader counts them (an emoji is one,
    // not two UTF-16 units), here and in what is sent to TMDB, so a long query still gets results.
    const text = [...(query.query ?? '').trim()].slice(0, MAX_SEARCH_CHARACTERS).join('').trim();
    if (query.query !== undefined) query.query = text;
    return { kind: 'search', text, page: parsePage(query), path: '/search/multi', query };
  },
  details: ({ type, id }: Params, raw: Query): CatalogRequest => {
    const query = pickParams(raw, ['append_to_response']);
    const mediaType = parseMediaType(type);
    const titleId = parseId(id);
    return {
      kind: 'details',
      type: mediaType,
      id: titleId,
      append: parseAppend(query),
      path: `/${mediaType}/${titleId}`,
      query,
    };
  },
  watchProviders: ({ type, id }: Params): CatalogRequest => {
    const mediaType = parseMediaType(type);
    const titleId = parseId(id);
    return {
      kind: 'watch-providers',
      type: mediaType,
      id: titleId,
      path: `/${mediaType}/${titleId}/watch/providers`,
      query: {},
    };
  },
  genres: ({ type }: Params): CatalogRequest => {
    const mediaType = parseMediaType(type);
    return { kind: 'genres', type: mediaType, path: `/genre/${mediaType}/list`, query: {} };
  },
  popular: ({ type }: Params, raw: Query): CatalogRequest => {
    const query = pickParams(raw, ['page']);
    const mediaType = parseMediaType(type);
    return {
      kind: 'popular',
      type: mediaType,
      page: parsePage(query),
      path: `/${mediaType}/popular`,
      query,
    };
  },
  trending: ({ type, window }: Params, raw: Query): CatalogRequest => {
    const query = pickParams(raw, ['page']);
    const trendType = type === 'all' ? 'all' : parseMediaType(type);
    if (window !== 'day' && window !== 'week') throw notFound();
    return {
      kind: 'trending',
      type: trendType,
      window,
      page: parsePage(query),
      path: `/trending/${trendType}/${window}`,
      query,
    };
  },
  discover: ({ type }: Params, raw: Query): CatalogRequest => {
    const mediaType = parseMediaType(type);
    const query = pickParams(raw, discoverParamNames(mediaType));
    return {
      kind: 'discover',
      type: mediaType,
      filters: parseDiscover(mediaType, query),
      path: `/discover/${mediaType}`,
      query,
    };
  },
  providerList: ({ type }: Params, raw: Query): CatalogRequest => {
    const query = pickParams(raw, ['watch_region']);
    const mediaType = parseMediaType(type);
    const region = parseRegion(query.watch_region);
    return {
      kind: 'provider-list',
      type: mediaType,
      region,
      path: `/watch/providers/${mediaType}`,
      query,
    };
  },
  find: parseFind,
  offers: parseOffers,
  regions: (): CatalogRequest => ({ kind: 'regions', path: '/watch/providers/regions', query: {} }),
  coverage: (): CatalogRequest => ({ kind: 'coverage', path: '/ww/coverage', query: {} }),
  configuration: (): CatalogRequest => ({
    kind: 'configuration',
    path: '/configuration',
    query: {},
  }),
  ranks: ({ type, id }: Params): CatalogRequest => {
    const mediaType = parseMediaType(type);
    const titleId = parseId(id);
    return {
      kind: 'ranks',
      type: mediaType,
      id: titleId,
      path: `/ranks/${mediaType}/${titleId}`,
      query: {},
    };
  },
  changes: (_params: Params, raw: Query): CatalogRequest => {
    const query = pickParams(raw, [
      'change',
      'from',
      'page',
      'region',
      'to',
      'with_watch_providers',
    ]);
    const region = parseKnownRegion(query.region);
    const from = parseWindowDay(query.from, 'from');
    const to = parseWindowDay(query.to, 'to');
    const days = dayNumber(to) - dayNumber(from) + 1;
    if (days < 1) throw invalidChangesParameter(`to (${to}) is before from (${from}).`);
    if (days > MAX_CHANGES_DAYS) {
      throw invalidChangesParameter(
        `The window is ${days} days; it may be at most ${MAX_CHANGES_DAYS} (from and to included).`,
      );
    }
    return {
      kind: 'changes',
      region,
      from,
      to,
      providers: parseChangesProviders(query.with_watch_providers),
      change: parseChangeKind(query.change),
      page: parsePage(query),
      path: '/ww/changes',
      query,
    };
  },
} satisfies Record<string, (params: Params, query: Query, today: string) => CatalogRequest>;

const MAX_CHANGES_DAYS = 62;
const MAX_CHANGES_PROVIDERS = 20;

/** `arrival` or `departure`: one kind of change only (absent or empty: both). */
function parseChangeKind(raw: string | undefined): 'arrival' | 'departure' | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'arrival' || raw === 'departure') return raw;
  throw invalidChangesParameter('change must be arrival or departure.');
}

/** Service ids separated by '|' (any of them), each one the catalog knows. */
function parseChangesProviders(raw: string | undefined): number[] | undefined {
  if (raw === undefined || raw === '') return undefined;
  const parts = raw.split('|');
  const ids = parts.map((part) => (/^\d{1,9}$/.test(part) ? Number(part) : NaN));
  if (parts.length > MAX_CHANGES_PROVIDERS || ids.some((id) => !providerById(id))) {
    throw invalidChangesParameter(
      `with_watch_providers must be at most ${MAX_CHANGES_PROVIDERS} known provider ids separated by '|', like 8|337.`,
    );
  }
  return [...new Set(ids)];
}

function parseAppend(query: Query): Appendable[] {
  const raw = query.append_to_response;
  if (raw === undefined || raw.trim() === '') return [];
  const parts = [...new Set(raw.split(',').map((part) => part.trim()))].filter(Boolean);
  if (parts.length > MAX_APPENDED)
    throw invalidParameter(`append_to_response takes at most ${MAX_APPENDED} items.`);
  const unknown = parts.filter((part) => !(APPENDABLE as readonly string[]).includes(part));
  if (unknown.length > 0) {
    throw invalidParameter(
      `append_to_response: unknown ${unknown.join(', ')}; supported: ${APPENDABLE.join(', ')}.`,
    );
  }
  return parts as Appendable[];
}
