import { getSupabaseClient } from '../../../supabase/supabase-client';
import { toastMessages } from '../../toasts/toast-messages';
import { toastShown } from '../../toasts/toasts-slice';
import { watchlistCleared } from '../watchlist-slice';
import { catalogApi } from '../../../api/catalog-api';
import { watchlistChangeFailed } from './watchlist-change-failed';

const clearWatchlistApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    clearWatchlist: build.mutation<null, string>({
      async queryFn(userId, { dispatch }) {
        const { error } = await (
          await getSupabaseClient()
        )
          .from('watchlist')
          .delete()
          .eq('user_id', userId);
        if (error) return watchlistChangeFailed(error, dispatch);
        dispatch(watchlistCleared());
        dispatch(toastShown(toastMessages.watchlistCleared()));
        return { data: null };
      },
    }),
  }),
});

/** Deletes every title of the user's watchlist and says so. */
export const clearWatchlist = (userId: string) =>
  clearWatchlistApi.endpoints.clearWatchlist.initiate(userId, { track: false });
