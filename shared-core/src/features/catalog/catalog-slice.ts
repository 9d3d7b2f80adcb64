import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * What the catalog's answers say about their data: `isSample` is true once an answer carried the
 * offline sample marker (`x_sample`), false once a TMDB-shaped answer (`/3/…`) came without it,
 * and null until then, when nothing may be claimed about where the data comes from.
 */
export interface CatalogState {
  isSample: boolean | null;
}

const initialState: CatalogState = { isSample: null };

export const catalogSlice = createSlice({
  name: 'catalog',
  initialState,
  reducers: {
    catalogSourceSeen(state, action: PayloadAction<boolean>) {
      state.isSample = action.payload;
    },
  },
  selectors: {
    /** True offline (sample data), false with TMDB's data, null before any catalog answer. */
    selectCatalogIsSample: (state) => state.isSample,
  },
});

export const { catalogSourceSeen } = catalogSlice.actions;
export const { selectCatalogIsSample } = catalogSlice.selectors;
