import type { SupabaseClient } from '@supabase/supabase-js';
import {
  selectIsInWatchlist,
  selectUser,
  toastMessages,
  toastShown,
  watchlistCleared,
  watchlistEntryAdded,
  watchlistEntryRemoved,
  type AppStore,
  type WatchlistActions,
} from 'shared-core';

const UNIQUE_VIOLATION = '23505';

/** Watchlist changes against the `watchlist` table (RLS keeps each user to their own rows). */
export function createWatchlistActions(
  supabase: () => Promise<SupabaseClient>,
  store: AppStore,
  goToSignIn: () => void,
): WatchlistActions {
  const toast = (message: Parameters<typeof toastShown>[0]) => store.dispatch(toastShown(message));
  const failed = (error: { message: string }) => toast(toastMessages.genericError(error.message));

  return {
    async add(entry) {
      const user = selectUser(store.getState());
      if (!user) return void toast(toastMessages.watchlistNeedsSignIn(goToSignIn));
      if (selectIsInWatchlist(store.getState(), entry)) {
        return void toast(toastMessages.alreadyInWatchlist(entry.title));
      }
      const { data, error } = await (
        await supabase()
      )
        .from('watchlist')
        .insert({ ...entry, user_id: user.id })
        .select('tmdb_id, media_type, title, poster_path, release_year, added_at')
        .single();
      if (error?.code === UNIQUE_VIOLATION)
        return void toast(toastMessages.alreadyInWatchlist(entry.title));
      if (error) return void failed(error);
      store.dispatch(watchlistEntryAdded(data));
      toast(toastMessages.addedToWatchlist(entry.title));
    },
    async remove(entry) {
      const { error } = await (
        await supabase()
      )
        .from('watchlist')
        .delete()
        .eq('media_type', entry.media_type)
        .eq('tmdb_id', entry.tmdb_id);
      if (error) return void failed(error);
      store.dispatch(watchlistEntryRemoved(entry));
      toast(toastMessages.removedFromWatchlist(entry.title));
    },
    async clear() {
      const user = selectUser(store.getState());
      if (!user) return;
      const { error } = await (await supabase()).from('watchlist').delete().eq('user_id', user.id);
      if (error) return void failed(error);
      store.dispatch(watchlistCleared());
      toast(toastMessages.watchlistCleared());
    },
  };
}
