import { getSupabaseClient } from '../../../supabase/supabase-client';
import { toastMessages } from '../../toasts/toast-messages';
import { toastShown } from '../../toasts/toasts-slice';
import type { RootState } from '../../../app/root-state';
import { selectWatchlist, watchlistCleared } from '../watchlist-slice';
import { restoreWatchlist } from './restore-watchlist';
import { catalogApi } from '../../../api/catalog-api';
import { watchlistChangeFailed } from './watchlist-change-failed';

const clearWatchlistApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    clearWatchlist: build.mutation<null, string>({
      async queryFn(userId, { dispatch, getState }) {
        const cleared = selectWatchlist(getState() as RootState);
        const { error } = await (
          await getSupabaseClient()
        )
          .from('watchlist')
          .delete()
          .eq('user_id', userId);
        if (error) return watchlistChangeFailed(error, dispatch);
        dispatch(watchlistCleared());
        dispatch(
          toastShown(
            toastMessages.watchlistCleared(() => void dispatch(restoreWatchlist(userId, cleared))),
          ),
        );
        return { data: null };
      },
    }),
  }),
});

/** Deletes every title of the user's watchlist and says so, with an Undo that saves them again. */
export const clearWatchlist = (userId: string) =>
  clearWatchlistApi.endpoints.clearWatchlist.initiate(userId, { track: false });
