import type { ToastMessage } from 'shared-core';

/** What checkout says in toasts. */
export const plansMessages = {
  plusActivated: (): ToastMessage => ({
    title: 'Welcome to Plus',
    description: 'Every country and service, your watchlist and unlimited filters are yours.',
    tone: 'success',
  }),
  checkoutFailed: (message: string): ToastMessage => ({
    title: "Couldn't complete the checkout",
    description: message,
    tone: 'destructive',
  }),
};
