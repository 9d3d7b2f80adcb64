import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE, type DisplayLocale } from './locales';

/** The language every app renders in: the one the page's URL names. */
export interface LocaleState {
  current: DisplayLocale;
}

const initialState: LocaleState = { current: DEFAULT_LOCALE };

export const localeSlice = createSlice({
  name: 'locale',
  initialState,
  reducers: {
    localeChanged(state, action: PayloadAction<DisplayLocale>) {
      state.current = action.payload;
    },
  },
  selectors: {
    selectLocale: (state) => state.current,
  },
});

export const { localeChanged } = localeSlice.actions;
export const { selectLocale } = localeSlice.selectors;
