import {
  listenToWindowEvents,
  loadAllMessages,
  localeChanged,
  makeStore,
  PSEUDO_LOCALE,
  splitLocalePath,
  mirrorPreferencesToCookies,
  preferencesSlice,
  type AppStore,
} from 'shared-core';
import { pathShownFirst } from '../features/onboarding-gate/utils/onboarding-decision';
import { loadRuntimeConfig } from './load-runtime-config';
import { readServerState } from './server-state';
import { startRemotes } from './start-remotes';

export interface Start {
  store: AppStore;
  /** The server rendered the page: the app hydrates it, from the state it was rendered with. */
  hydrate: boolean;
}

/**
 * Everything before the first render: the runtime config, the remotes (the first page's already
 * loading), and the store, from the server's state when it rendered the page.
 */
export async function prepareStart(): Promise<Start> {
  // The choices this browser holds: the first page loaded early is the one the gate will show.
  const preferences = preferencesSlice.getInitialState();
  // Browsers onboarded before the cookies existed get them now, for their next page's render.
  mirrorPreferencesToCookies(preferences);
  const serverState = readServerState();
  // A page the server rendered is the page shown (it already sent a newcomer's home to /welcome).
  const { pathname, search } = window.location;
  // The server says which language it rendered (the test-only pseudo-locale is its to allow).
  const { locale, path } = splitLocalePath(
    pathname,
    serverState?.locale?.current === PSEUDO_LOCALE,
  );
  const firstPath = serverState ? path : pathShownFirst(path, search, preferences);
  const [, { firstPage }] = await Promise.all([loadRuntimeConfig(), startRemotes(firstPath)]);
  // The server's page hydrates in one pass, its remote page included: that page's code first.
  if (serverState) await firstPage;
  // Then every app's words in the page's language (the first page's remote registered its own).
  await loadAllMessages(locale).catch(() => undefined);
  const store = makeStore(serverState);
  store.dispatch(localeChanged(locale));
  // Only the queries that ask for it (the unread-notification count) refetch on focus.
  listenToWindowEvents(store.dispatch);
  return { store, hydrate: serverState !== undefined };
}
