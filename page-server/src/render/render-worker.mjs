// @ts-check
// One release set's renderer, in a worker thread of its own: the set's shell server build and its
// remotes' server entries load into this thread's own module registry and federation instance, so
// a new set never shares (or invalidates) an old set's modules, and retiring a set frees them all.
// Plain JavaScript: a worker thread does not inherit the main thread's TypeScript loader.
import { createRequire } from 'node:module';
import { getHeapStatistics } from 'node:v8';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { sendCallHeaders, withRequestId } from './call-headers.mjs';

const require = createRequire(import.meta.url);
/** @type {import('./render-worker-protocol.js').RenderWorkerData} */
const { shellEntry, remotes, runtimeConfig, callHeaders } = workerData;
const { catalogUrl, supabaseUrl } = /** @type {{ catalogUrl?: string; supabaseUrl?: string }} */ (
  runtimeConfig
);
sendCallHeaders({
  catalogOrigin: catalogUrl && new URL(catalogUrl).origin,
  backendOrigin: supabaseUrl && new URL(supabaseUrl).origin,
  headers: callHeaders,
});

/** @type {import('./render-worker-protocol.js').ShellServerEntry} */
const shell = require(shellEntry);
/** @type {ReturnType<import('./render-worker-protocol.js').ShellServerEntry['createPageRenderer']>} */
const renderer = shell.createPageRenderer({ remotes, runtimeConfig });
// After the renderer, which sets the deployment's config the catalog calls read.
/** @type {ReturnType<import('./render-worker-protocol.js').ShellServerEntry['createSitemapLister']>} */
const sitemapLister = renderer.then(() => shell.createSitemapLister());
// A set that cannot start answers every task with its error; the page server renders in the browser.
renderer.catch(() => {});
sitemapLister.catch(() => {});

/** This thread's heap, after a full collection when the process exposes gc (the SSR bench). */
function heap() {
  /** @type {{ gc?: () => void }} */ (globalThis).gc?.();
  const stats = getHeapStatistics();
  return {
    threadId,
    usedBytes: stats.used_heap_size,
    totalBytes: stats.total_heap_size,
    externalBytes: stats.external_memory,
  };
}

/**
 * @param {import('./render-worker-protocol.js').WorkerTask} task
 * @param {AbortSignal} signal
 */
async function run(task, signal) {
  if ('input' in task) {
    const page = await renderer;
    return withRequestId(task.input.requestId, () => page.renderPage(task.input, signal));
  }
  if ('cacheKey' in task) return (await renderer).pageCacheKey(task.cacheKey);
  if ('sitemap' in task) return (await sitemapLister)(task.sitemap);
  return heap();
}

/** The renders under way, by request id: a cancelled one (its visitor went away) is stopped. */
const running = new Map();

parentPort?.on(
  'message',
  /** @param {import('./render-worker-protocol.js').RenderRequest} request */
  async (request) => {
    if ('cancel' in request) {
      running.get(request.cancel)?.abort(new Error('Cancelled'));
      return;
    }
    const { id, ...task } = request;
    const controller = new AbortController();
    running.set(id, controller);
    try {
      parentPort?.postMessage({ id, result: await run(task, controller.signal) });
    } catch (error) {
      parentPort?.postMessage({
        id,
        error: error instanceof Error ? error.message : String(error),
      });
    } finally {
      running.delete(id);
    }
  },
);
