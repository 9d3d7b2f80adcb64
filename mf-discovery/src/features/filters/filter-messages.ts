import type { ToastMessage } from 'shared-core';

/** What the filters say in toasts. */
export const filterMessages = {
  genreLimitReached: (): ToastMessage => ({
    title: 'Genre filtering limit reached',
    description: 'Free users can select up to 2 genres. Upgrade to Premium for unlimited filters.',
    tone: 'destructive',
  }),
};
