import { getSupabaseClient } from '../../../supabase/supabase-client';
import { toastMessages } from '../../toasts/toast-messages';
import { toastShown } from '../../toasts/toasts-slice';
import { watchlistEntryRemoved, type WatchlistTitle } from '../watchlist-slice';
import { catalogApi } from '../../../api/catalog-api';
import { watchlistChangeFailed } from './watchlist-change-failed';

const removeFromWatchlistApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    removeFromWatchlist: build.mutation<null, WatchlistTitle>({
      async queryFn(entry, { dispatch }) {
        const { error } = await (
          await getSupabaseClient()
        )
          .from('watchlist')
          .delete()
          .eq('media_type', entry.media_type)
          .eq('tmdb_id', entry.tmdb_id);
        if (error) return watchlistChangeFailed(error, dispatch);
        dispatch(watchlistEntryRemoved(entry));
        dispatch(toastShown(toastMessages.removedFromWatchlist(entry.title)));
        return { data: null };
      },
    }),
  }),
});

/** Deletes a title from the user's watchlist (RLS keeps it to their own row) and says so. */
export const removeFromWatchlist = (entry: WatchlistTitle) =>
  removeFromWatchlistApi.endpoints.removeFromWatchlist.initiate(entry, { track: false });
