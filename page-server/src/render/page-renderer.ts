import { REQUEST_ID_HEADER } from 'observability';
import type {
  CallHeaders,
  RenderResult,
  ReleaseSet,
  RenderInput,
  SitemapListing,
  WorkerHeap,
} from './render-worker-protocol.js';
import { startSetRenderer, type SetRenderer } from './set-renderer.js';

export interface PageRendererOptions {
  /** `/config.json`'s content. */
  runtimeConfig: unknown;
  /** What a render's own calls carry (default: the request id alone). */
  callHeaders?: CallHeaders;
  /** How long a render may take in all before the page goes out rendered in the browser. */
  timeoutMs?: number;
}

export interface PageRenderer {
  /**
   * The page rendered by `set`, or why it could not be (the browser renders it); null without a
   * shell server build or once `signal` aborts (its visitor went away: the render is stopped).
   */
  render(
    set: ReleaseSet | null,
    input: RenderInput,
    signal?: AbortSignal,
  ): Promise<RenderResult | { error: string } | null>;
  /**
   * A page cache's key for an input, naming the set: equal for two inputs whose pages that set
   * renders the same. Null when no set can say (the page is not cached).
   */
  cacheKey(set: ReleaseSet | null, input: Omit<RenderInput, 'budgetMs'>): Promise<string | null>;
  /**
   * What a sitemap name lists (null: no such sitemap, or no shell server build); fails when the
   * catalog does.
   */
  sitemap(
    set: ReleaseSet | null,
    name: string,
    signal?: AbortSignal,
  ): Promise<SitemapListing | null>;
  /** The newest set's worker heap (for the SSR bench), or null before any set rendered. */
  workerHeap(): Promise<WorkerHeap | null>;
  /** The id of the release set the last render used. */
  liveSetId(): string | undefined;
  /** Starts the set's worker (which loads its pages' code) before its first visitor. */
  warm(set: ReleaseSet | null): Promise<void>;
  close(): Promise<void>;
}

/** How many sets have a worker at once: the live one, and the one before while a switch settles. */
const SETS_WITH_WORKERS = 2;

/**
 * Renders pages with the set each request names, each set in a worker of its own: a new set gets a
 * new worker on its first request. The set before keeps its worker for the requests read before
 * the switch (no flip-flop between two workers); an older one's worker ends once its renders are
 * done, so memory stays bounded across any number of promotes.
 */
export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const timeoutMs = options.timeoutMs ?? 2_000;
  const workerSettings = {
    runtimeConfig: options.runtimeConfig,
    callHeaders: options.callHeaders ?? { requestId: REQUEST_ID_HEADER, catalog: {} },
  };
  /** By set id, the most recently used last. */
  const workers = new Map<string, SetRenderer>();
  const replace = (stuck: SetRenderer) => {
    if (workers.get(stuck.set.id) === stuck) workers.delete(stuck.set.id);
    void stuck.retire(true);
  };
  const newest = () => [...workers.values()].at(-1);
  /** The set's renderer, started when the set is new; null without a shell server build. */
  const rendererOf = (set: ReleaseSet | null) => {
    if (!set) return null;
    const renderer = workers.get(set.id) ?? startSetRenderer(set, workerSettings, replace);
    workers.delete(set.id);
    workers.set(set.id, renderer);
    for (const [id, old] of [...workers].slice(0, -SETS_WITH_WORKERS)) {
      workers.delete(id);
      void old.retire();
    }
    return renderer;
  };
  return {
    async render(set, input, signal) {
      const renderer = rendererOf(set);
      if (!renderer) return null;
      return renderer
        .run({ input }, timeoutMs, signal)
        .catch((error: Error) => (signal?.aborted ? null : { error: error.message }));
    },
    async cacheKey(set, input) {
      const renderer = rendererOf(set);
      const key = await renderer?.run({ cacheKey: input }, timeoutMs).catch(() => null);
      return key ? `${renderer!.set.id} ${key}` : null;
    },
    async sitemap(set, name, signal) {
      // A sitemap file asks the catalog for a few pages at once: more time than a page.
      return rendererOf(set)?.run({ sitemap: name }, timeoutMs * 5, signal) ?? null;
    },
    workerHeap: async () => newest()?.run({ heap: true }, timeoutMs) ?? null,
    liveSetId: () => newest()?.set.id,
    warm: async (set) => void rendererOf(set),
    close: async () => {
      await Promise.all([...workers.values()].map((worker) => worker.retire(true)));
      workers.clear();
    },
  };
}
