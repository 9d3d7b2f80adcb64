import { combineSlices } from '@reduxjs/toolkit';
import { catalogApi } from '../api/catalog-api';
import { catalogSlice } from '../features/catalog/catalog-slice';
import { notificationPreferencesSlice } from '../features/account/notification-preferences-slice';
import { localeSlice } from '../features/locale/locale-slice';
import { pageSlice } from '../features/page/page-slice';
import { preferencesSlice } from '../features/preferences/preferences-slice';
import { premiumSlice } from '../features/premium/premium-slice';
import { sessionSlice } from '../features/session/session-slice';
import { toastsSlice } from '../features/toasts/toasts-slice';
import { watchlistSlice } from '../features/watchlist/watchlist-slice';
import { watchlistViewSlice } from '../features/watchlist/watchlist-view-slice';

/**
 * Slices a remote injects when its module loads, with `slice.injectInto(rootReducer)`: the
 * injected selectors return the initial state until the next action, so the shell can read them
 * at once. A remote types its state here by declaration merging:
 * `declare module 'shared-core' { interface LazyLoadedSlices { … } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  pageSlice,
  localeSlice,
  sessionSlice,
  premiumSlice,
  preferencesSlice,
  toastsSlice,
  watchlistSlice,
  watchlistViewSlice,
  notificationPreferencesSlice,
  catalogSlice,
  catalogApi,
).withLazyLoadedSlices<LazyLoadedSlices>();
