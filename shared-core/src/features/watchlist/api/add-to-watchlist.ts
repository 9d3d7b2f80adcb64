import { backendError } from '../../../api/backend-error';
import { getSupabaseClient } from '../../../supabase/supabase-client';
import { toastMessages } from '../../toasts/toast-messages';
import { toastShown } from '../../toasts/toasts-slice';
import { watchlistEntryAdded, type WatchlistEntry } from '../watchlist-slice';
import { catalogApi } from '../../../api/catalog-api';
import { WATCHLIST_COLUMNS } from './watchlist-columns';
import { watchlistChangeFailed } from './watchlist-change-failed';

const UNIQUE_VIOLATION = '23505';

interface Addition {
  userId: string;
  entry: WatchlistEntry;
}

const addToWatchlistApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    addToWatchlist: build.mutation<WatchlistEntry, Addition>({
      async queryFn({ userId, entry }, { dispatch }) {
        const { data, error } = await (
          await getSupabaseClient()
        )
          .from('watchlist')
          .insert({ ...entry, user_id: userId })
          .select(WATCHLIST_COLUMNS)
          .single<WatchlistEntry>();
        if (error?.code === UNIQUE_VIOLATION) {
          dispatch(toastShown(toastMessages.alreadyInWatchlist(entry.title)));
          return backendError(error);
        }
        if (error) return watchlistChangeFailed(error, dispatch);
        dispatch(watchlistEntryAdded(data));
        dispatch(toastShown(toastMessages.addedToWatchlist(entry.title)));
        return { data };
      },
    }),
  }),
});

/** Saves a title to the user's watchlist (a `watchlist` row), shows it at once and says so. */
export const addToWatchlist = (userId: string, entry: WatchlistEntry) =>
  addToWatchlistApi.endpoints.addToWatchlist.initiate({ userId, entry }, { track: false });
