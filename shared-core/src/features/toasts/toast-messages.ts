import { englishList } from '../content/english-list';
import { formatCount } from './format-count';
import type { ToastMessage } from './toasts-slice';

/** Every toast the apps show, so the wording lives in one place. */
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
  // Discovery (home, /discover, /search)
  searchSuggestionsFailed: (): ToastMessage => ({
    title: 'Search error',
    description: 'Failed to fetch search suggestions. Please try again.',
    tone: 'destructive',
  }),
  searchResultsFailed: (): ToastMessage => ({
    title: 'Search error',
    description: 'Failed to fetch search results. Please try again.',
    tone: 'destructive',
  }),
  noSearchResults: (): ToastMessage => ({ title: 'No results found', tone: 'info' }),
  oneSearchResult: (title: string): ToastMessage => ({
    title: '1 result found',
    description: `Found "${title}"`,
    tone: 'success',
  }),
  manySearchResults: (count: number, term: string): ToastMessage => ({
    title: `${formatCount(count)} results found`,
    description: `Showing all results for "${term}"`,
    tone: 'success',
  }),
  /** More results than the grid holds yet: it shows the first `shown`, Load more adds the rest. */
  someSearchResults: (shown: number, total: number, term: string): ToastMessage => ({
    title: `${formatCount(total)} results found`,
    description: `Showing ${formatCount(shown)} of ${formatCount(total)} results for "${term}"`,
    tone: 'success',
  }),
  /**
   * Filters kept `count` of the results loaded; `scanned` says how many of how many were looked at
   * when more pages remain (the rest may hold more matches).
   */
  filteredSearchResults: (
    count: number,
    term: string,
    scanned?: { loaded: number; total: number },
  ): ToastMessage => ({
    title: `${formatCount(count)} ${count === 1 ? 'result' : 'results'} found${scanned ? ' so far' : ''}`,
    description: scanned
      ? `Showing results for "${term}" that match your filters, from the first ${formatCount(scanned.loaded)} of ${formatCount(scanned.total)}`
      : `Showing results for "${term}" that match your filters`,
    tone: 'success',
  }),
  genreLimitReached: (): ToastMessage => ({
    title: 'Genre filtering limit reached',
    description: 'Free users can select up to 2 genres. Upgrade to Premium for unlimited filters.',
    tone: 'destructive',
  }),
  contentLoadFailed: (): ToastMessage => ({
    title: 'Failed to load content from TMDB API',
    description: 'Using fallback content instead',
    tone: 'destructive',
    duration: 5000,
  }),
  freeModeActivated: (): ToastMessage => ({ title: 'Free mode activated', tone: 'info' }),
  premiumModeActivated: (): ToastMessage => ({ title: 'Premium mode activated', tone: 'success' }),
  passwordResetSent: (email: string): ToastMessage => ({
    title: 'Check your email',
    description: `We sent a password reset link to ${email}.`,
    tone: 'success',
  }),
  passwordUpdated: (): ToastMessage => ({
    title: 'Password updated',
    description: 'Your new password is ready to use.',
    tone: 'success',
  }),
  accountDataDownloaded: (fileName: string): ToastMessage => ({
    title: 'Your data is downloaded',
    description: `Saved as ${fileName}.`,
    tone: 'success',
  }),
  accountDataDownloadFailed: (message: string): ToastMessage => ({
    title: "Couldn't download your data",
    description: message,
    tone: 'destructive',
  }),
  accountDeleted: (): ToastMessage => ({
    title: 'Your account is deleted',
    description: 'Your account and everything tied to it are gone. You are signed out.',
    tone: 'success',
  }),
  movieIdMissing: (): ToastMessage => ({ title: 'Movie ID is missing', tone: 'destructive' }),
  movieNotFound: (): ToastMessage => ({
    title: 'Movie information not found',
    tone: 'destructive',
  }),
  movieDetailsFailed: (): ToastMessage => ({
    title: 'Failed to fetch movie details',
    tone: 'destructive',
  }),
  streamingAvailabilityFailed: (): ToastMessage => ({
    title: 'Could not load streaming availability',
    tone: 'destructive',
  }),
  linkCopied: (): ToastMessage => ({
    title: 'Link copied',
    description: 'Paste it anywhere to share this title.',
    tone: 'success',
  }),
  /**
   * `services`: the names of the user's services, none for any service in the country, or null
   * when their names could not be had (the catalog's list of services failed).
   */
  notifySubscribed: (
    title: string,
    services: readonly string[] | null,
    country: string,
  ): ToastMessage => ({
    title: `We'll tell you when "${title}" comes to ${
      services === null
        ? 'your services'
        : services.length > 0
          ? englishList(services, 'or')
          : 'any service'
    } in ${country}`,
    description: 'You can cancel this from the same button.',
    tone: 'success',
  }),
  notifyCancelled: (title: string): ToastMessage => ({
    title: `You won't be notified about "${title}"`,
    tone: 'info',
  }),
  notifyNeedsSignIn: (signIn: () => void): ToastMessage => ({
    title: 'Sign in to get notified',
    description: 'We tell you when a title arrives on your services.',
    tone: 'info',
    action: { label: 'Sign In', onClick: signIn },
  }),
  notifyFailed: (message: string): ToastMessage => ({
    title: "Couldn't update your notification",
    description: message,
    tone: 'destructive',
  }),
  notificationsUpdateFailed: (message: string): ToastMessage => ({
    title: "Couldn't mark your alerts as read",
    description: message,
    tone: 'destructive',
  }),
  plusActivated: (): ToastMessage => ({
    title: 'Welcome to Plus',
    description: 'Every country and service, your watchlist and unlimited filters are yours.',
    tone: 'success',
  }),
  checkoutFailed: (message: string): ToastMessage => ({
    title: "Couldn't complete the checkout",
    description: message,
    tone: 'destructive',
  }),
};
