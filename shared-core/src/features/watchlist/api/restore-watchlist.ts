import { catalogApi } from '../../../api/catalog-api';
import { getSupabaseClient } from '../../../supabase/supabase-client';
import { toastMessages } from '../../toasts/toast-messages';
import { toastShown } from '../../toasts/toasts-slice';
import { selectWatchlist, watchlistLoaded, type WatchlistEntry } from '../watchlist-slice';
import type { RootState } from '../../../app/root-state';
import { WATCHLIST_COLUMNS } from './watchlist-columns';
import { watchlistChangeFailed } from './watchlist-change-failed';

interface Restoration {
  userId: string;
  entries: WatchlistEntry[];
}

/** When each was added, as a time: the backend's offsets need not match. Never added: oldest. */
const addedTime = ({ added_at }: WatchlistEntry) => Date.parse(added_at ?? '') || 0;
const newestFirst = (a: WatchlistEntry, b: WatchlistEntry) => addedTime(b) - addedTime(a);

const restoreWatchlistApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    restoreWatchlist: build.mutation<WatchlistEntry[], Restoration>({
      async queryFn({ userId, entries }, { dispatch, getState }) {
        const { data, error } = await (
          await getSupabaseClient()
        )
          .from('watchlist')
          .insert(entries.map((entry) => ({ ...entry, user_id: userId })))
          .select(WATCHLIST_COLUMNS);
        if (error) return watchlistChangeFailed(error, dispatch);
        const restored = (data ?? []) as WatchlistEntry[];
        const current = selectWatchlist(getState() as RootState);
        dispatch(watchlistLoaded([...current, ...restored].sort(newestFirst)));
        dispatch(toastShown(toastMessages.watchlistRestored()));
        return { data: restored };
      },
    }),
  }),
});

/** Saves the cleared titles again, with the days they were first added, and says so. */
export const restoreWatchlist = (userId: string, entries: WatchlistEntry[]) =>
  restoreWatchlistApi.endpoints.restoreWatchlist.initiate({ userId, entries }, { track: false });
