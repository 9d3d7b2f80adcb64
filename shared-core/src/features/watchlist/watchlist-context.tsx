import { createContext, useContext } from 'react';
import type { WatchlistEntry } from './watchlist-slice';

type TitleKey = Pick<WatchlistEntry, 'tmdb_id' | 'media_type' | 'title'>;

/** Changes to the signed-in user's persisted watchlist; each shows its toast. */
export interface WatchlistActions {
  add(entry: WatchlistEntry): Promise<void>;
  remove(entry: TitleKey): Promise<void>;
  clear(): Promise<void>;
}

export const WatchlistContext = createContext<WatchlistActions | undefined>(undefined);

export function useWatchlist(): WatchlistActions {
  const watchlist = useContext(WatchlistContext);
  if (!watchlist) throw new Error('useWatchlist must be used within a WatchlistProvider');
  return watchlist;
}
