export { catalogApi } from './api/catalog-api';
export {
  backendError,
  failureMessages,
  failureReason,
  failureText,
  failureTextOf,
  useFailureMessage,
  type FailureText,
} from './api/backend-error';
export * from './features/account/calendar-feed-urls';
export * from './features/account/country-services';
export * from './features/account/plan-reminders';
export * from './features/account/get-watch-provider-list';
export * from './features/account/notification-preferences';
export {
  notificationPreferenceChanged,
  selectNotificationPreferences,
} from './features/account/notification-preferences-slice';
export * from './features/account/onboarding-countries';
export * from './features/account/streaming-services';
export * from './features/account/use-country-services';
export * from './features/account/use-streaming-services';
export * from './features/account/user-services';
export { useAppDispatch, useAppSelector, useAppStore } from './app/hooks';
export { rootReducer, type LazyLoadedSlices } from './app/root-reducer';
export type { RootState } from './app/root-state';
export { readStoredState } from './app/read-stored-state';
export { storedStateRead, type StoredState } from './storage/stored-state-read';
export { makeStore, type AppDispatch, type AppStore } from './app/store';
export { listenToWindowEvents } from './app/window-listeners';
export {
  contactEmailDeployed,
  getRuntimeConfig,
  parseRuntimeConfig,
  plusCheckoutDeployed,
  setRuntimeConfig,
  type PlusCheckout,
  type RuntimeConfig,
} from './config/runtime-config';
export {
  catalogSourceSeen,
  selectCatalogIsSample,
  type CatalogState,
} from './features/catalog/catalog-slice';
export * from './features/content';
export * from './features/discovery';
export * from './features/locale';
export * from './features/navigation';
export * from './features/notifications';
export {
  layoutGuessed,
  pageCodeLeftToBrowser,
  pageSlice,
  pageTitleChanged,
  selectLayoutGuess,
  selectPageCodeLeftToBrowser,
  selectPageTitle,
} from './features/page/page-slice';
export { usePageTitle } from './features/page/use-page-title';
export * from './features/page/page-head';
export * from './features/preferences/preferences-slice';
export * from './features/preferences/onboarded-cookie';
export { hasChoices } from './features/preferences/profile-choices';
export * from './features/premium/premium-slice';
export {
  SUBSCRIPTION_POLL_MS,
  useCheckSubscriptionMutation,
} from './features/premium/api/check-subscription';
export { useSetDemoPremiumMutation } from './features/premium/api/set-demo-premium';
export { selectDrawnAsPlus, selectIsPremium } from './features/premium/select-is-premium';
export { useUpgrade } from './features/premium/use-upgrade';
export * from './features/session/auth-context';
export { signIn } from './features/session/api/sign-in';
export { signInWithProvider } from './features/session/api/sign-in-with-provider';
export { signOut } from './features/session/api/sign-out';
export { signUp } from './features/session/api/sign-up';
export * from './features/session/session-slice';
export { memberHintIn } from './features/session/member-cookie';
export * from './features/title';
export { toastMessages } from './features/toasts/toast-messages';
export * from './features/toasts/toasts-slice';
export { addToWatchlist } from './features/watchlist/api/add-to-watchlist';
export { clearWatchlist } from './features/watchlist/api/clear-watchlist';
export { loadWatchlist } from './features/watchlist/api/get-watchlist';
export { removeFromWatchlist } from './features/watchlist/api/remove-from-watchlist';
export * from './features/watchlist/watchlist-context';
export * from './features/watchlist/watchlist-slice';
export { useWatchlistToggle } from './features/watchlist/use-watchlist-toggle';
export * from './features/watchlist/watchlist-view-slice';
export { createRemotePage, type RemotePageProps } from './remote/remote-page';
export type {
  HeaderSearchModule,
  HeaderSearchProps,
  PageModule,
  RemoteModuleContracts,
} from './remote/remote-modules';
export type {
  LanguageRedirect,
  LeftToBrowserReason,
  PageRender,
  PageRenderer,
  PageRendererOptions,
  RenderPageInput,
  RenderResult,
  ShellServerEntry,
  SitemapListing,
  VisitorHeaders,
} from './remote/page-render';
export {
  everyQueryAnswered,
  settledState,
  settleRunningQueries,
  type RouteDataInput,
  type RouteDataLoader,
} from './remote/route-data';
export {
  BROWSER_STORAGE,
  BROWSER_STORAGE_VALUES,
  type BrowserStorageArea,
  type BrowserStorageEntry,
  type BrowserStorageId,
  type LocalStorageId,
  type StoredListId,
} from './storage/browser-storage-registry';
export { browserStorageName } from './storage/browser-storage-name';
export { readStored, readTabStored, writeStored, writeTabStored } from './storage/web-storage';
export { hasFlagCookie, readCookie, writeFlagCookie } from './storage/flag-cookie';
export { authStorageKey, hasStoredSession, urlCarriesAuthResult } from './supabase/stored-session';
export { getSupabaseClient, whenSupabaseClientCreated } from './supabase/supabase-client';
export { publicFunction, publicRest } from './supabase/public-rest';
