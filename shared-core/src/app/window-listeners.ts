import { setupListeners } from '@reduxjs/toolkit/query';
import type { AppDispatch } from './store';

/**
 * Tells RTK Query when the tab regains focus or the network comes back. The API refetches on
 * neither by default (`refetchOnFocus: false`); only a query that asks for it with
 * `refetchOnFocus: true` (the header's unread-notification count) refetches. Returns the cleanup.
 */
export function listenToWindowEvents(dispatch: AppDispatch): () => void {
  return setupListeners(dispatch);
}
