import {
  addToWatchlist,
  clearWatchlist,
  removeFromWatchlist,
  selectIsInWatchlist,
  selectUser,
  toastMessages,
  toastShown,
  type AppStore,
  type WatchlistActions,
} from 'shared-core';

/**
 * `useWatchlist()` for the remotes: the watchlist endpoints, for a signed-in user and a title not
 * saved yet (a guest is offered sign-in instead).
 */
export function createWatchlistActions(store: AppStore, goToSignIn: () => void): WatchlistActions {
  const toast = (message: Parameters<typeof toastShown>[0]) => store.dispatch(toastShown(message));
  const userId = () => selectUser(store.getState())?.id;

  return {
    async add(entry) {
      const user = userId();
      if (!user) return void toast(toastMessages.watchlistNeedsSignIn(goToSignIn));
      if (selectIsInWatchlist(store.getState(), entry)) {
        return void toast(toastMessages.alreadyInWatchlist(entry.title));
      }
      await store.dispatch(addToWatchlist(user, entry));
    },
    async remove(entry) {
      await store.dispatch(removeFromWatchlist(entry));
    },
    async clear() {
      const user = userId();
      if (user) await store.dispatch(clearWatchlist(user));
    },
  };
}
