import { useEffect, useMemo, type ReactNode } from 'react';
import {
  loadWatchlist,
  selectUser,
  useAppSelector,
  useAppStore,
  watchlistLoaded,
  watchlistLoading,
  WatchlistContext,
} from 'shared-core';
import { createWatchlistActions } from './watchlist-actions';

/** Loads the signed-in user's watchlist and gives every app `useWatchlist()`. */
export function WatchlistProvider({
  children,
  goToSignIn,
}: {
  children: ReactNode;
  goToSignIn: () => void;
}) {
  const store = useAppStore();
  const userId = useAppSelector(selectUser)?.id;
  const actions = useMemo(() => createWatchlistActions(store, goToSignIn), [store, goToSignIn]);

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    store.dispatch(watchlistLoading());
    void store.dispatch(loadWatchlist(userId)).then(({ data }) => {
      if (data && !cancelled) store.dispatch(watchlistLoaded(data));
    });
    return () => {
      cancelled = true;
    };
  }, [store, userId]);

  return <WatchlistContext.Provider value={actions}>{children}</WatchlistContext.Provider>;
}
