import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What page is on screen: remotes set it, the shell turns it into the document title. */
export interface PageState {
  title: string;
}

const initialState: PageState = { title: '' };

export const pageSlice = createSlice({
  name: 'page',
  initialState,
  reducers: {
    pageTitleChanged(state, action: PayloadAction<string>) {
      state.title = action.payload.trim();
    },
  },
  selectors: {
    selectPageTitle: (state) => state.title,
  },
});

export const { pageTitleChanged } = pageSlice.actions;
export const { selectPageTitle } = pageSlice.selectors;
