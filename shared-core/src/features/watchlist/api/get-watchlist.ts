import { backendError } from '../../../api/backend-error';
import { getSupabaseClient } from '../../../supabase/supabase-client';
import type { WatchlistEntry } from '../watchlist-slice';
import { catalogApi } from '../../../api/catalog-api';
import { WATCHLIST_COLUMNS } from './watchlist-columns';

const getWatchlistApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    /** Keyed by the user's id; RLS gives each user only their own rows. */
    getWatchlist: build.query<WatchlistEntry[], string>({
      async queryFn() {
        try {
          const supabase = await getSupabaseClient();
          const { data, error } = await supabase
            .from('watchlist')
            .select(WATCHLIST_COLUMNS)
            .order('added_at', { ascending: false });
          if (error) throw error;
          return { data: (data ?? []) as WatchlistEntry[] };
        } catch (error) {
          console.error('Loading the watchlist failed', error);
          return backendError(error);
        }
      },
    }),
  }),
});

/** Reads the signed-in user's watchlist, newest first, afresh each time. */
export const loadWatchlist = (userId: string) =>
  getWatchlistApi.endpoints.getWatchlist.initiate(userId, { subscribe: false, forceRefetch: true });
