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
 * @param {{ catalogOrigin?: string; backendOrigin?: string; internalToken?: string }} targets
 */
export function sendCallHeaders({ catalogOrigin, backendOrigin, internalToken }) {
  const send = globalThis.fetch;
  /** @type {typeof fetch} */
  const fetchWithHeaders = (input, init) => {
    const request = new Request(input, init);
    const origin = new URL(request.url).origin;
    const requestId = currentRender.getStore()?.requestId;
    if (origin === catalogOrigin || origin === backendOrigin) {
      if (requestId) request.headers.set('x-request-id', requestId);
      if (internalToken && origin === catalogOrigin)
        request.headers.set('x-watchwhere-internal-token', internalToken);
    }
    return send(request);
  };
  globalThis.fetch = fetchWithHeaders;
}
