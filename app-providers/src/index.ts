export { AuthProvider } from './auth/auth-provider';
export { AppToaster } from './toasts/app-toaster';
export { WatchlistProvider } from './watchlist/watchlist-provider';
export { loadAppProvidersMessages } from './lang-loader';
