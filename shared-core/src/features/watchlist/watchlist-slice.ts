import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MediaType } from '../content/media-type';
import { authStateChanged } from '../session/session-slice';

/** A saved title: a row of the `watchlist` table, without its owner. */
export interface WatchlistEntry {
  tmdb_id: number;
  media_type: MediaType;
  title: string;
  poster_path: string | null;
  release_year: number | null;
  added_at?: string;
}

/** What names a saved title in a change: its key, and its title for the toast. */
export type WatchlistTitle = Pick<WatchlistEntry, 'tmdb_id' | 'media_type' | 'title'>;

export interface WatchlistState {
  status: 'idle' | 'loading' | 'ready';
  items: WatchlistEntry[];
}

const sameTitle = (a: Pick<WatchlistEntry, 'tmdb_id' | 'media_type'>) => (b: WatchlistEntry) =>
  a.tmdb_id === b.tmdb_id && a.media_type === b.media_type;

export const watchlistSlice = createSlice({
  name: 'watchlist',
  initialState: { status: 'idle', items: [] } as WatchlistState,
  reducers: {
    watchlistLoading(state) {
      state.status = 'loading';
    },
    watchlistLoaded(state, action: PayloadAction<WatchlistEntry[]>) {
      state.status = 'ready';
      state.items = action.payload;
    },
    watchlistEntryAdded(state, action: PayloadAction<WatchlistEntry>) {
      if (!state.items.some(sameTitle(action.payload))) state.items.unshift(action.payload);
    },
    watchlistEntryRemoved(
      state,
      action: PayloadAction<Pick<WatchlistEntry, 'tmdb_id' | 'media_type'>>,
    ) {
      state.items = state.items.filter((item) => !sameTitle(action.payload)(item));
    },
    watchlistCleared(state) {
      state.items = [];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(authStateChanged, (state, action) => {
      if (!action.payload.user) return { status: 'idle', items: [] };
    });
  },
  selectors: {
    selectWatchlist: (state) => state.items,
    selectWatchlistStatus: (state) => state.status,
    selectIsInWatchlist: (state, title: Pick<WatchlistEntry, 'tmdb_id' | 'media_type'>) =>
      state.items.some(sameTitle(title)),
  },
});

export const {
  watchlistLoading,
  watchlistLoaded,
  watchlistEntryAdded,
  watchlistEntryRemoved,
  watchlistCleared,
} = watchlistSlice.actions;
export const { selectWatchlist, selectWatchlistStatus, selectIsInWatchlist } =
  watchlistSlice.selectors;
