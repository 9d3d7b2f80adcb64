import { LRUCache } from 'lru-cache';
import type { CatalogRequest, RequestContext } from './catalog-request.js';

/** Serialised offline answers, by `responseCacheKey`; sized in bytes, keys included. */
export type ResponseCache = LRUCache<string, Buffer>;

export const RESPONSE_CACHE_BYTES = 64 * 1024 * 1024;

/** The LRU's own bookkeeping and the Buffer object, per entry (an estimate, on the safe side). */
const ENTRY_OVERHEAD_BYTES = 128;

export function createResponseCache(maxBytes = RESPONSE_CACHE_BYTES): ResponseCache {
  return new LRUCache<string, Buffer>({
    maxSize: maxBytes,
    // JavaScript strings may take two bytes a character: count the key as such.
    sizeCalculation: (body, key) => body.length + key.length * 2 + ENTRY_OVERHEAD_BYTES,
  });
}

/**
 * What an answer depends on: the validated request (kind, TMDB path and only the query parameters
 * that kind reads, in name order), the image URL the answer links to, the day it is as of (offers
 * start and end by the day) and the language it is written in. Never the raw URL, so
 * unknown parameters, their order and repeated values all share one entry.
 */
export function responseCacheKey(request: CatalogRequest, context: RequestContext): string {
  const query = Object.entries(request.query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([
    request.kind,
    request.path,
    query,
    context.imageBaseUrl,
    context.today,
    context.language,
  ]);
}
