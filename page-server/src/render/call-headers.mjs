// @ts-check
// The headers a render's own calls carry: the page request's id to the catalog and the backend,
// and to the catalog the page server's internal token (never in the page or its state). Set per
// render through AsyncLocalStorage, so concurrent renders in one worker keep their own ids.
import { AsyncLocalStorage } from 'node:async_hooks';

/** @type {AsyncLocalStorage<{ requestId?: string }>} */
const currentRender = new AsyncLocalStorage();

/**
 * Runs a render: the calls it makes carry its request id.
 * @template T
 * @param {string | undefined} requestId
 * @param {() => T} render
 */
export const withRequestId = (requestId, render) => currentRender.run({ requestId }, render);

/**
 * Adds the headers to every fetch to the catalog's or the backend's origin.
 * @param {{ catalogOrigin?: string; backendOrigin?: string;
 *   headers: import('./render-worker-protocol.js').CallHeaders }} targets
 */
export function sendCallHeaders({ catalogOrigin, backendOrigin, headers }) {
  const send = globalThis.fetch;
  /** @type {typeof fetch} */
  const fetchWithHeaders = (input, init) => {
    const origin = URL.parse(input instanceof Request ? input.url : String(input))?.origin;
    if (!origin || (origin !== catalogOrigin && origin !== backendOrigin)) return send(input, init);
    const request = new Request(input, init);
    const requestId = currentRender.getStore()?.requestId;
    if (requestId) request.headers.set(headers.requestId, requestId);
    if (origin === catalogOrigin) {
      for (const [name, value] of Object.entries(headers.catalog)) request.headers.set(name, value);
    }
    return send(request);
  };
  globalThis.fetch = fetchWithHeaders;
}
