import { useEffect, useMemo, type ReactNode } from 'react';
import {
  getSupabaseClient,
  selectUser,
  useAppSelector,
  useAppStore,
  watchlistLoaded,
  watchlistLoading,
  WatchlistContext,
  type WatchlistEntry,
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
  const actions = useMemo(
    () => createWatchlistActions(getSupabaseClient, store, goToSignIn),
    [store, goToSignIn],
  );

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    store.dispatch(watchlistLoading());
    void getSupabaseClient()
      .then((supabase) =>
        supabase
          .from('watchlist')
          .select('tmdb_id, media_type, title, poster_path, release_year, added_at')
          .order('added_at', { ascending: false }),
      )
      .then(({ data, error }) => {
        if (error) throw error;
        if (!cancelled) store.dispatch(watchlistLoaded((data ?? []) as WatchlistEntry[]));
      })
      .catch((error: unknown) => console.error('Loading the watchlist failed', error));
    return () => {
      cancelled = true;
    };
  }, [store, userId]);

  return <WatchlistContext.Provider value={actions}>{children}</WatchlistContext.Provider>;
}
