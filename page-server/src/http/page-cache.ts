// The page server's cache of whole pages, as sent: a hit costs a lookup, not a render and its
// compression. Keyed by the live release set's page key (the URL and what the render reads of the
// visitor) and the encoding; bounded in bytes, and short-lived so the catalog's changes show soon.
import { LRUCache } from 'lru-cache';

/** A page as it goes out: its status, or where it sends the visitor, and its encoded body. */
export interface SentPage {
  status: number;
  /** The body's type when not HTML. */
  type?: string;
  redirect?: string;
  encoding?: 'br' | 'gzip';
  body: Buffer;
}

export interface PageCacheOptions {
  /** How long a page is served from the cache (default 10 s). */
  ttlMs?: number;
  /** The most bytes of bodies kept (default 64 MiB). */
  maxBytes?: number;
}

export type PageCache = LRUCache<string, SentPage>;

export function createPageCache({
  ttlMs = 10_000,
  maxBytes = 64 * 1_048_576,
}: PageCacheOptions = {}) {
  return new LRUCache<string, SentPage>({
    ttl: ttlMs,
    maxSize: maxBytes,
    // Each entry's key and headers count too: many tiny pages cannot grow it without bound.
    sizeCalculation: (page, key) => page.body.byteLength + key.length + 256,
  });
}
