import { invalidParameter, notFound } from './catalog-error.js';
import { APPENDABLE, type Appendable, type CatalogRequest, type Query } from './catalog-request.js';
import { discoverParamNames, parseDiscover } from './parse-discover.js';
import {
  parseBoolean,
  parseId,
  parseMediaType,
  parsePage,
  parseRegion,
  pickParams,
} from './parse-params.js';

type Params = Record<string, string | undefined>;

const MAX_APPENDED = 20;
const MAX_SEARCH_CHARACTERS = 200;

/**
 * Turns a route's path parameters and query into a validated request; throws TMDB-style 4xx errors.
 * Each parser keeps only the query parameters it reads (`pickParams`): the request's `query` is then
 * the canonical form of the call, the same for every URL that asks the same thing.
 */

export const PARSERS = {
  search: (_params: Params, raw: Query): CatalogRequest => {
    const query = pickParams(raw, ['include_adult', 'page', 'query']);
    parseBoolean(query.include_adult, 'include_adult');
    const text = (query.query ?? '').trim();
    // Characters as a reader counts them: an emoji is one, not two UTF-16 units.
    if ([...text].length > MAX_SEARCH_CHARACTERS) {
      throw invalidParameter(`query must be at most ${MAX_SEARCH_CHARACTERS} characters.`);
    }
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
  regions: (): CatalogRequest => ({ kind: 'regions', path: '/watch/providers/regions', query: {} }),
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
} satisfies Record<string, (params: Params, query: Query) => CatalogRequest>;

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
