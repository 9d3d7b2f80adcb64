import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import {
  getRuntimeConfig,
  listenToWindowEvents,
  makeStore,
  mirrorOnboardingToCookie,
  preferencesSlice,
  prefetchFirstScreen,
} from 'shared-core';
import { App } from './app/app';
import { StartupError } from './features/errors/components/startup-error';
import { startRemotes } from './app/start-remotes';
import { loadRuntimeConfig } from './app/load-runtime-config';
import { pathShownFirst } from './features/onboarding-gate/utils/onboarding-decision';
import { firstScreenPreloaded } from './lib/first-screen-preloaded';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    // The choices this browser holds: the first page loaded early is the one the gate will show.
    const preferences = preferencesSlice.getInitialState();
    // Browsers onboarded before the cookie existed get it now, for their next page's HTML.
    mirrorOnboardingToCookie(preferences);
    const firstPath = pathShownFirst(window.location.pathname, preferences);
    await Promise.all([loadRuntimeConfig(), startRemotes(firstPath)]);
    // A transition lets React yield while it builds the first screen instead of one long task.
    const store = makeStore();
    // Only the queries that ask for it (the unread-notification count) refetch on focus.
    listenToWindowEvents(store.dispatch);
    // The first screen's queries start now, so their answers are in the store when its page
    // renders: when the page shown is the one asked for and its HTML preloads its calls.
    if (
      firstPath === window.location.pathname &&
      firstScreenPreloaded(getRuntimeConfig().catalogUrl)
    )
      prefetchFirstScreen(store.dispatch, window.location.pathname);
    startTransition(() => root.render(<App store={store} />));
  } catch (error) {
    console.error('WatchWhere could not start', error);
    root.render(<StartupError error={error instanceof Error ? error : new Error(String(error))} />);
  }
}

void start();
