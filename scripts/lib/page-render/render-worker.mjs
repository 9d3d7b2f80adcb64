// @ts-check
// One release set's renderer, in a worker thread of its own: the set's shell server build and its
// remotes' server entries load into this thread's own module registry and federation instance, so
// a new set never shares (or invalidates) an old set's modules, and retiring a set frees them all.
// Plain JavaScript: a worker thread does not inherit the main thread's TypeScript loader.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);
/** @type {import('./render-worker-protocol.js').RenderWorkerData} */
const { shellEntry, remotes, runtimeConfig } = workerData;

/** @type {Promise<(input: import('./render-worker-protocol.js').RenderInput, signal: AbortSignal) => Promise<unknown>>} */
const renderer = require(shellEntry).createPageRenderer({ remotes, runtimeConfig });
// A set that cannot start answers every render with its error; the page server renders in the browser.
renderer.catch(() => {});

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
    const { id, input } = request;
    const controller = new AbortController();
    running.set(id, controller);
    try {
      const render = await renderer;
      parentPort?.postMessage({ id, result: await render(input, controller.signal) });
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
