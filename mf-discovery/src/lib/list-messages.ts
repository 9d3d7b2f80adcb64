import type { ToastMessage } from 'shared-core';

/** What the content lists say in toasts. */
export const listMessages = {
  contentLoadFailed: (): ToastMessage => ({
    title: 'Failed to load content from TMDB API',
    description: 'Using fallback content instead',
    tone: 'destructive',
    duration: 5000,
  }),
};
