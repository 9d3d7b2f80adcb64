import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What page is on screen: remotes set it, the shell turns it into the document title. */
export interface PageState {
  title: string;
  /**
   * The layout the server rendered, guessed from the browser's User-Agent (a phone's says
   * "Mobile"): hydration starts from it, so a phone's first render matches the server's HTML.
   */
  layoutGuess: 'desktop' | 'mobile';
  /**
   * The page whose code the server's render did not have in time (its loading state went out):
   * the browser hydrates that loading state, then renders the page, as the server would have.
   */
  codeLeftToBrowser: string | null;
}

const initialState: PageState = { title: '', layoutGuess: 'desktop', codeLeftToBrowser: null };

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
    pageCodeLeftToBrowser(state, action: PayloadAction<string>) {
      state.codeLeftToBrowser = action.payload;
    },
  },
  selectors: {
    selectPageTitle: (state) => state.title,
    selectLayoutGuess: (state) => state.layoutGuess,
    selectPageCodeLeftToBrowser: (state) => state.codeLeftToBrowser,
  },
});

export const { pageTitleChanged, layoutGuessed, pageCodeLeftToBrowser } = pageSlice.actions;
export const { selectPageTitle, selectLayoutGuess, selectPageCodeLeftToBrowser } =
  pageSlice.selectors;
