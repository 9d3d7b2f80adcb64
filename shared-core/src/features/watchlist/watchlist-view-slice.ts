import { createSlice } from '@reduxjs/toolkit';
import { authStateChanged } from '../session/session-slice';

/** Whether home shows the watchlist instead of browsing (the header's Watchlist / Browse toggle). */
export const watchlistViewSlice = createSlice({
  name: 'watchlistView',
  initialState: { open: false },
  reducers: {
    watchlistViewToggled(state) {
      state.open = !state.open;
    },
    watchlistViewClosed(state) {
      state.open = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(authStateChanged, (state, action) => {
      if (!action.payload.user) state.open = false;
    });
  },
  selectors: { selectWatchlistViewOpen: (state) => state.open },
});

export const { watchlistViewToggled, watchlistViewClosed } = watchlistViewSlice.actions;
export const { selectWatchlistViewOpen } = watchlistViewSlice.selectors;
