import type { ToastMessage } from 'shared-core';

/** What the popular searches section says in toasts. */
export const popularSearchesMessages = {
  cannotBeCleared: (): ToastMessage => ({
    title: 'Popular searches are shared across all users and cannot be cleared',
    tone: 'info',
  }),
  syncing: (): ToastMessage => ({
    title: 'Syncing popular searches data...',
    tone: 'info',
  }),
  updated: (): ToastMessage => ({
    title: 'Popular searches data updated',
    tone: 'success',
  }),
  syncFailed: (): ToastMessage => ({
    title: 'Failed to sync popular searches data',
    tone: 'destructive',
  }),
};
