import type { rootReducer } from './root-reducer';

/** The store's state: what features may type against without importing the store itself. */
export type RootState = ReturnType<typeof rootReducer>;
