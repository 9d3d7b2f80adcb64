export { catalogApi } from './api/catalog-api';
export { useAppDispatch, useAppSelector, useAppStore } from './app/hooks';
export { rootReducer, type LazyLoadedSlices, type RootState } from './app/root-reducer';
export { makeStore, type AppDispatch, type AppStore } from './app/store';
export {
  getRuntimeConfig,
  parseRuntimeConfig,
  setRuntimeConfig,
  type RuntimeConfig,
} from './config/runtime-config';
export { pageSlice, pageTitleChanged, selectPageTitle } from './features/page/page-slice';
export { usePageTitle } from './features/page/use-page-title';
export { RemotePage, type RemotePageProps } from './remote/remote-page';
