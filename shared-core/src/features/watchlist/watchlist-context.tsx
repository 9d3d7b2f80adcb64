import { createContext, useContext } from 'react';
import type { WatchlistEntry, WatchlistTitle } from './watchlist-slice';

/** Changes to the signed-in user's persisted watchlist; each shows its toast. */
export interface WatchlistActions {
  add(entry: WatchlistEntry): Promise<void>;
  remove(entry: WatchlistTitle): Promise<void>;
  clear(): Promise<void>;
}

export const WatchlistContext = createContext<WatchlistActions | undefined>(undefined);

export function useWatchlist(): WatchlistActions {
  const watchlist = useContext(WatchlistContext);
  if (!watchlist) throw new Error('useWatchlist must be used within a WatchlistProvider');
  return watchlist;
}
