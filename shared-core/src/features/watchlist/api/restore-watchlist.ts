import { catalogApi } from '../../../api/catalog-api';
import { getSupabaseClient } from '../../../supabase/supabase-client';
import { toastMessages } from '../../toasts/toast-messages';
import { toastShown } from '../../toasts/toasts-slice';
import { watchlistRestored, type WatchlistEntry } from '../watchlist-slice';
import { WATCHLIST_COLUMNS } from './watchlist-columns';
import { watchlistChangeFailed } from './watchlist-change-failed';

interface Restoration {
  userId: string;
  entries: WatchlistEntry[];
}

const restoreWatchlistApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    restoreWatchlist: build.mutation<WatchlistEntry[], Restoration>({
      async queryFn({ userId, entries }, { dispatch }) {
        const { data, error } = await (
          await getSupabaseClient()
        )
          .from('watchlist')
          .insert(entries.map((entry) => ({ ...entry, user_id: userId })))
          .select(WATCHLIST_COLUMNS);
        if (error) return watchlistChangeFailed(error, dispatch);
        const restored = (data ?? []) as WatchlistEntry[];
        dispatch(watchlistRestored(restored));
        dispatch(toastShown(toastMessages.watchlistRestored()));
        return { data: restored };
      },
    }),
  }),
});

/** Saves the cleared titles again, with the days they were first added, and says so. */
export const restoreWatchlist = (userId: string, entries: WatchlistEntry[]) =>
  restoreWatchlistApi.endpoints.restoreWatchlist.initiate({ userId, entries }, { track: false });
