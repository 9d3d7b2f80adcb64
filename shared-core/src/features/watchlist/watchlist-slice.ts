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

type WatchlistKey = Pick<WatchlistEntry, 'tmdb_id' | 'media_type'>;

/** A saved change to the list. */
type WatchlistChange =
  | { added: WatchlistEntry }
  | { removed: WatchlistKey }
  | { restored: WatchlistEntry[] }
  | 'cleared';

export interface WatchlistState {
  status: 'idle' | 'loading' | 'ready';
  items: WatchlistEntry[];
  /**
   * Changes saved while the list was loading: the rows it loads may have been read before them, so
   * they are made again over those rows.
   */
  changesWhileLoading?: WatchlistChange[];
}

const sameTitle = (a: WatchlistKey) => (b: WatchlistEntry) =>
  a.tmdb_id === b.tmdb_id && a.media_type === b.media_type;

/** When each was added, as a time: the backend's offsets need not match. Never added: oldest. */
const addedTime = ({ added_at }: WatchlistEntry) => Date.parse(added_at ?? '') || 0;
const newestFirst = (a: WatchlistEntry, b: WatchlistEntry) => addedTime(b) - addedTime(a);

function applyChange(state: WatchlistState, change: WatchlistChange): void {
  if (change === 'cleared') state.items = [];
  else if ('added' in change) {
    if (!state.items.some(sameTitle(change.added))) state.items.unshift(change.added);
  } else if ('restored' in change) {
    const missing = change.restored.filter((entry) => !state.items.some(sameTitle(entry)));
    state.items = [...state.items, ...missing].sort(newestFirst);
  } else state.items = state.items.filter((item) => !sameTitle(change.removed)(item));
}

/** Makes a saved change in the list, and keeps it to make again if the list is loading. */
function saved(state: WatchlistState, change: WatchlistChange): void {
  applyChange(state, change);
  if (state.status === 'loading') (state.changesWhileLoading ??= []).push(change);
}

export const watchlistSlice = createSlice({
  name: 'watchlist',
  initialState: { status: 'idle', items: [] } as WatchlistState,
  reducers: {
    watchlistLoading(state) {
      state.status = 'loading';
      state.changesWhileLoading = [];
    },
    watchlistLoaded(state, action: PayloadAction<WatchlistEntry[]>) {
      state.items = action.payload;
      for (const change of state.changesWhileLoading ?? []) applyChange(state, change);
      state.status = 'ready';
      delete state.changesWhileLoading;
    },
    watchlistEntryAdded(state, action: PayloadAction<WatchlistEntry>) {
      saved(state, { added: action.payload });
    },
    watchlistEntryRemoved(state, action: PayloadAction<WatchlistKey>) {
      saved(state, { removed: action.payload });
    },
    watchlistCleared(state) {
      saved(state, 'cleared');
    },
    /** Titles saved again (the undo of a clear), each at its place by the day it was first added. */
    watchlistRestored(state, action: PayloadAction<WatchlistEntry[]>) {
      saved(state, { restored: action.payload });
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
  watchlistRestored,
} = watchlistSlice.actions;
export const { selectWatchlist, selectWatchlistStatus, selectIsInWatchlist } =
  watchlistSlice.selectors;
