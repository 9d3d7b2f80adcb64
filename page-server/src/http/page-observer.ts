import type { FastifyBaseLogger } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';
import type { LeftToBrowserReason, RenderResult } from '../render/render-worker-protocol.js';

/** Why a page went out with parts (or all) of it for the browser to render. */
export type FallbackReason = LeftToBrowserReason | 'unknown';

/** A page cache lookup: served from it, rendered, or not cacheable at all. */
export type PageCacheResult = 'hit' | 'miss' | 'bypass';

/** One page render, as the page server saw it. */
export interface RenderSeen {
  /** What the render answered; an error: the worker failed (the browser renders the page). */
  result: RenderResult | { error: string };
  seconds: number;
  releaseSet: string;
  log: FastifyBaseLogger;
  /** The page's remote, when its origin did not answer: the browser cannot load its code. */
  remoteDown?: string;
}

export interface PageObserver {
  rendered(render: RenderSeen): void;
  pageCache(result: PageCacheResult): void;
}

/** Counts and logs each render's outcome: how long, and why a page was not whole. */
export function pageObserver(registry: Registry): PageObserver {
  const duration = new Histogram({
    name: 'watchwhere_page_render_duration_seconds',
    help: 'Time a page took to render on the server, by outcome (whole, partial, not_found, failed).',
    labelNames: ['outcome'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 1, 2],
    registers: [registry],
  });
  const fallbacks = new Counter({
    name: 'watchwhere_page_render_fallbacks_total',
    help: 'Pages sent with parts left to the browser, by the first reason.',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const cache = new Counter({
    name: 'watchwhere_page_cache_requests_total',
    help: 'Page requests by page cache result (hit, miss, bypass: not cacheable).',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  return {
    rendered({ result, seconds, releaseSet, log, remoteDown }) {
      if ('error' in result) {
        duration.observe({ outcome: 'failed' }, seconds);
        fallbacks.inc({ reason: 'render_error' });
        log.error(
          { reason: 'render_error', release_set: releaseSet, error: result.error },
          'page left to the browser',
        );
        return;
      }
      if ('redirect' in result) return;
      // The catalog's "no such title" is an answer, not a fallback: the page says Not Found.
      if (result.page.head.notFound) return duration.observe({ outcome: 'not_found' }, seconds);
      const whole = result.cacheable;
      duration.observe({ outcome: whole ? 'whole' : 'partial' }, seconds);
      if (whole && !remoteDown) return;
      const reason: FallbackReason = whole
        ? 'remote_unavailable'
        : (result.leftToBrowser?.reason ?? 'unknown');
      fallbacks.inc({ reason });
      log.warn(
        {
          reason,
          route: result.route ?? '(unknown)',
          release_set: releaseSet,
          remote: whole ? remoteDown : result.leftToBrowser?.remote,
        },
        'part of the page left to the browser',
      );
    },
    pageCache: (result) => cache.inc({ result }),
  };
}
