import type { ToastMessage } from './toasts-slice';

/**
 * The toasts shared-core shows, or that two or more apps show; a toast only one remote shows lives
 * beside its feature in that remote (`<feature>-messages.ts`), released with it.
 */
export const toastMessages = {
  signUpFailed: (message: string): ToastMessage => ({
    title: 'Sign up failed',
    description: message,
    tone: 'destructive',
  }),
  signInFailed: (message: string): ToastMessage => ({
    title: 'Sign in failed',
    description: message,
    tone: 'destructive',
  }),
  signOutFailed: (message: string): ToastMessage => ({
    title: 'Sign out failed',
    description: message,
    tone: 'destructive',
  }),
  genericError: (message: string): ToastMessage => ({
    title: 'An error occurred',
    description: message,
    tone: 'destructive',
  }),
  googleSignInFailed: (message: string): ToastMessage => ({
    title: 'Google Sign In Failed',
    description: message,
    tone: 'destructive',
  }),
  appleSignInFailed: (message: string): ToastMessage => ({
    title: 'Apple Sign In Failed',
    description: message,
    tone: 'destructive',
  }),
  signUpSucceeded: (): ToastMessage => ({
    title: 'Sign up successful',
    description: 'Please check your email to verify your account.',
    tone: 'success',
  }),
  signInSucceeded: (): ToastMessage => ({
    title: 'Sign in successful',
    description: 'Welcome back!',
    tone: 'success',
  }),
  signedOut: (): ToastMessage => ({ title: 'Signed out successfully', tone: 'success' }),
  subscriptionCheckFailed: (): ToastMessage => ({
    title: "Couldn't verify subscription",
    description: "We'll try again shortly",
    tone: 'destructive',
  }),
  demoPremiumEnabled: (): ToastMessage => ({
    title: 'Premium demo mode enabled',
    description: 'You can now access all premium features for testing',
    tone: 'success',
  }),
  demoPremiumDisabled: (): ToastMessage => ({
    title: 'Premium demo mode disabled',
    description: 'Reverted to your actual subscription status',
    tone: 'info',
  }),
  upgradeUnavailable: (): ToastMessage => ({
    title: "Plus can't be bought here yet",
    description: "WatchWhere doesn't take payments yet.",
    tone: 'info',
  }),
  loginRequired: (): ToastMessage => ({
    title: 'Login required',
    description: 'Please log in to upgrade to premium',
    tone: 'destructive',
  }),
  alreadyInWatchlist: (title: string): ToastMessage => ({
    title: `"${title}" is already in your watchlist`,
    tone: 'info',
  }),
  addedToWatchlist: (title: string): ToastMessage => ({
    title: `Added "${title}" to your watchlist`,
    tone: 'success',
  }),
  removedFromWatchlist: (title: string): ToastMessage => ({
    title: `Removed "${title}" from your watchlist`,
    tone: 'info',
  }),
  watchlistCleared: (undo: () => void): ToastMessage => ({
    title: 'Watchlist cleared',
    tone: 'info',
    action: { label: 'Undo', onClick: undo },
  }),
  watchlistRestored: (): ToastMessage => ({ title: 'Watchlist restored', tone: 'success' }),
  watchlistNeedsSignIn: (signIn: () => void): ToastMessage => ({
    title: 'Sign in to access your library',
    tone: 'info',
    action: { label: 'Sign In', onClick: signIn },
  }),
  watchlistIsPremium: (upgrade: () => void): ToastMessage => ({
    title: 'Watchlist is a premium feature',
    description: 'Upgrade to access your personal watchlist',
    tone: 'destructive',
    action: { label: 'Upgrade', onClick: upgrade },
  }),
  notifyCancelled: (title: string): ToastMessage => ({
    title: `You won't be notified about "${title}"`,
    tone: 'info',
  }),
  notifyFailed: (message: string): ToastMessage => ({
    title: "Couldn't update your notification",
    description: message,
    tone: 'destructive',
  }),
};
