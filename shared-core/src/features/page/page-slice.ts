import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What page is on screen: remotes set it, the shell turns it into the document title. */
export interface PageState {
  title: string;
  /**
   * The layout the server rendered, guessed from the browser's User-Agent (a phone's says
   * "Mobile"): hydration starts from it, so a phone's first render matches the server's HTML.
   */
  layoutGuess: 'desktop' | 'mobile';
}

const initialState: PageState = { title: '', layoutGuess: 'desktop' };

export const pageSlice = createSlice({
  name: 'page',
  initialState,
  reducers: {
    pageTitleChanged(state, action: PayloadAction<string>) {
      state.title = action.payload.trim();
    },
    layoutGuessed(state, action: PayloadAction<PageState['layoutGuess']>) {
      state.layoutGuess = action.payload;
    },
  },
  selectors: {
    selectPageTitle: (state) => state.title,
    selectLayoutGuess: (state) => state.layoutGuess,
  },
});

export const { pageTitleChanged, layoutGuessed } = pageSlice.actions;
export const { selectPageTitle, selectLayoutGuess } = pageSlice.selectors;
