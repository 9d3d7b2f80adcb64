import { configureStore } from '@reduxjs/toolkit';
import { catalogApi } from '../api/catalog-api';
import { listenerMiddleware } from './listeners';
import { redactSecrets } from './redact-secrets';
import { rootReducer } from './root-reducer';
import type { RootState } from './root-state';

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // A toast's action button carries its callback; toasts are never persisted.
        serializableCheck: {
          ignoredActionPaths: ['meta.arg', 'meta.baseQueryMeta', 'payload.action.onClick'],
          ignoredPaths: ['toasts.items'],
        },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(catalogApi.middleware),
    devTools: { actionSanitizer: redactSecrets, stateSanitizer: redactSecrets },
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
