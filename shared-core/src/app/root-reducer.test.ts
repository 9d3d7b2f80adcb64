import { createSlice } from '@reduxjs/toolkit';
import { rootReducer } from './root-reducer';
import { makeStore } from './store';

const counterSlice = createSlice({
  name: 'remoteCounter',
  initialState: { clicks: 0 },
  reducers: {
    clicked(state) {
      state.clicks += 1;
    },
  },
  selectors: { selectClicks: (state) => state.clicks },
});

declare module './root-reducer' {
  interface LazyLoadedSlices {
    remoteCounter: { clicks: number };
  }
}

describe('rootReducer.inject for remote slices', () => {
  it('makes a slice loaded after the store readable at once and updated by the same store', () => {
    const store = makeStore();
    const injected = counterSlice.injectInto(rootReducer);

    expect(injected.selectors.selectClicks(store.getState())).toBe(0);

    store.dispatch(counterSlice.actions.clicked());
    expect(injected.selectors.selectClicks(store.getState())).toBe(1);
    expect(store.getState()).toHaveProperty('remoteCounter', { clicks: 1 });
  });
});
