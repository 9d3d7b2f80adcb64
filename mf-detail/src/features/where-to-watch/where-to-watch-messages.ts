import type { ToastMessage } from 'shared-core';

/** What Where to Watch says in toasts. */
export const whereToWatchMessages = {
  streamingAvailabilityFailed: (): ToastMessage => ({
    title: 'Could not load streaming availability',
    tone: 'destructive',
  }),
};
