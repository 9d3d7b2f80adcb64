import type { ToastMessage } from 'shared-core';

/** What the demo Plus toggle says in toasts. */
export const premiumMessages = {
  freeModeActivated: (): ToastMessage => ({ title: 'Free mode activated', tone: 'info' }),
  premiumModeActivated: (): ToastMessage => ({ title: 'Premium mode activated', tone: 'success' }),
};
