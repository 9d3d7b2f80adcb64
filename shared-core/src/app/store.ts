import { configureStore } from '@reduxjs/toolkit';
import { catalogApi } from '../api/catalog-api';
import { rootReducer, type RootState } from './root-reducer';

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(catalogApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
