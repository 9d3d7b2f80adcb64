import {
  getRuntimeConfig,
  listenToWindowEvents,
  makeStore,
  mirrorOnboardingToCookie,
  preferencesSlice,
  prefetchFirstScreen,
  type AppStore,
} from 'shared-core';
import { pathShownFirst } from '../features/onboarding-gate/utils/onboarding-decision';
import { firstScreenPreloaded } from '../lib/first-screen-preloaded';
import { loadRuntimeConfig } from './load-runtime-config';
import { startRemotes } from './start-remotes';

/**
 * Everything before the first render: the runtime config, the remotes (the first page's already
 * loading), and the store, with the first screen's queries started.
 */
export async function prepareStart(): Promise<AppStore> {
  // The choices this browser holds: the first page loaded early is the one the gate will show.
  const preferences = preferencesSlice.getInitialState();
  // Browsers onboarded before the cookie existed get it now, for their next page's HTML.
  mirrorOnboardingToCookie(preferences);
  const firstPath = pathShownFirst(window.location.pathname, preferences);
  await Promise.all([loadRuntimeConfig(), startRemotes(firstPath)]);
  const store = makeStore();
  // Only the queries that ask for it (the unread-notification count) refetch on focus.
  listenToWindowEvents(store.dispatch);
  // The first screen's queries start now, so their answers are in the store when its page
  // renders: when the page shown is the one asked for and its HTML preloads its calls.
  if (firstPath === window.location.pathname && firstScreenPreloaded(getRuntimeConfig().catalogUrl))
    prefetchFirstScreen(store.dispatch, window.location.pathname);
  return store;
}
