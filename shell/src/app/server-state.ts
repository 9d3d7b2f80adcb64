import type { RootState } from 'shared-core';

/** The id of the page's JSON block holding the store's state after the server's render. */
export const SERVER_STATE_ID = 'watchwhere-state';

/** The state the server rendered the page with, or undefined for a page it did not render. */
export function readServerState(): Partial<RootState> | undefined {
  const block = document.getElementById(SERVER_STATE_ID);
  if (!(block instanceof HTMLScriptElement) || block.type !== 'application/json') return undefined;
  try {
    return JSON.parse(block.textContent ?? '') as Partial<RootState>;
  } catch {
    return undefined;
  }
}
