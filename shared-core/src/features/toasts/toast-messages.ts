import { defineMessages } from 'react-intl';
import { asTextMessages, type TextMessage } from '../locale/text-message';
import { failureTextOf } from '../../api/backend-error';
import type { ToastMessage, ToastText } from './toasts-slice';

const messages = asTextMessages(
  defineMessages({
    signUpFailed: {
      defaultMessage: 'Sign up failed',
      id: 'A8up0i',
      description: 'Toast title: creating an account failed (the reason follows)',
    },
    signInFailed: {
      defaultMessage: 'Sign in failed',
      id: 'm1SALO',
      description: 'Toast title: signing in with email and password failed (the reason follows)',
    },
    signOutFailed: {
      defaultMessage: 'Sign out failed',
      id: '5vjUq7',
      description: 'Toast title: signing out failed (the reason follows)',
    },
    genericError: {
      defaultMessage: 'An error occurred',
      id: 'Vtl1RG',
      description: 'Toast title: something failed (the reason follows)',
    },
    googleSignInFailed: {
      defaultMessage: 'Google Sign In Failed',
      id: 'loRGbi',
      description: 'Toast title: signing in with a Google account failed (the reason follows)',
    },
    appleSignInFailed: {
      defaultMessage: 'Apple Sign In Failed',
      id: '8QOHgI',
      description: 'Toast title: signing in with an Apple account failed (the reason follows)',
    },
    signUpSucceeded: {
      defaultMessage: 'Sign up successful',
      id: 'uPn3Ge',
      description: 'Toast title: the account was created',
    },
    checkEmail: {
      defaultMessage: 'Please check your email to verify your account.',
      id: 'zHMknR',
      description: 'Toast text after sign-up: a confirmation link was emailed',
    },
    signInSucceeded: {
      defaultMessage: 'Sign in successful',
      id: 'BZUOdO',
      description: 'Toast title: the person is now signed in',
    },
    welcomeBack: {
      defaultMessage: 'Welcome back!',
      id: 'efR5in',
      description: 'Toast text after signing in',
    },
    signedOut: {
      defaultMessage: 'Signed out successfully',
      id: 'sab9dd',
      description: 'Toast title: the person is now signed out',
    },
    subscriptionCheckFailed: {
      defaultMessage: "Couldn't verify subscription",
      id: 'vAhiTg',
      description: 'Toast title: checking whether the person has a Plus subscription failed',
    },
    tryAgainShortly: {
      defaultMessage: "We'll try again shortly",
      id: 'Y/t6hh',
      description: 'Toast text: the subscription check will be retried automatically',
    },
    demoPremiumEnabled: {
      defaultMessage: 'Premium demo mode enabled',
      id: 'hX2a+c',
      description:
        'Toast title: the demo switch that unlocks Plus features for testing was turned on',
    },
    demoPremiumEnabledDetail: {
      defaultMessage: 'You can now access all premium features for testing',
      id: 'EcW9Wg',
      description: 'Toast text after turning on Plus demo mode',
    },
    demoPremiumDisabled: {
      defaultMessage: 'Premium demo mode disabled',
      id: 'pR9tgA',
      description: 'Toast title: the demo switch that unlocks Plus features was turned off',
    },
    demoPremiumDisabledDetail: {
      defaultMessage: 'Reverted to your actual subscription status',
      id: 'RXTbYn',
      description: 'Toast text after turning off Plus demo mode',
    },
    upgradeUnavailable: {
      defaultMessage: "Plus can't be bought here yet",
      id: 'EcC3Bw',
      description:
        'Toast title: the Plus subscription (brand name "Plus") cannot be purchased on this site',
    },
    noPayments: {
      defaultMessage: "WatchWhere doesn't take payments yet.",
      id: 'vVPnzw',
      description: 'Toast text: why Plus cannot be bought (WatchWhere is the site name)',
    },
    loginRequired: {
      defaultMessage: 'Login required',
      id: 'VL9BSY',
      description: 'Toast title: upgrading needs the person to be signed in',
    },
    loginToUpgrade: {
      defaultMessage: 'Please log in to upgrade to premium',
      id: 'd14f2k',
      description: 'Toast text: sign in before upgrading to Plus',
    },
    alreadyInWatchlist: {
      defaultMessage: '"{title}" is already in your watchlist',
      id: 'pFrOnI',
      description: "Toast: the title (a film or series name) was already on the person's watchlist",
    },
    addedToWatchlist: {
      defaultMessage: 'Added "{title}" to your watchlist',
      id: 'QJIoob',
      description: 'Toast: the title (a film or series name) was added to the watchlist',
    },
    removedFromWatchlist: {
      defaultMessage: 'Removed "{title}" from your watchlist',
      id: 'hE0qSd',
      description: 'Toast: the title (a film or series name) was removed from the watchlist',
    },
    watchlistCleared: {
      defaultMessage: 'Watchlist cleared',
      id: 'woh9J1',
      description: 'Toast title: every title was removed from the watchlist',
    },
    undo: {
      defaultMessage: 'Undo',
      id: 'NZ6c1b',
      description: 'Toast button: puts back the titles just removed from the watchlist',
    },
    watchlistRestored: {
      defaultMessage: 'Watchlist restored',
      id: 'WHYhFC',
      description: 'Toast title: the cleared watchlist was put back',
    },
    watchlistNeedsSignIn: {
      defaultMessage: 'Sign in to access your library',
      id: 'QO97ha',
      description: 'Toast title: the watchlist (library) needs the person to sign in',
    },
    signIn: {
      defaultMessage: 'Sign In',
      id: 'IC5zmR',
      description: 'Toast button: opens the sign-in page',
    },
    watchlistIsPremium: {
      defaultMessage: 'Watchlist is a premium feature',
      id: 'Ug/som',
      description: 'Toast title: the watchlist needs a Plus subscription',
    },
    upgradeForWatchlist: {
      defaultMessage: 'Upgrade to access your personal watchlist',
      id: 'XRqVA8',
      description: 'Toast text: subscribe to Plus to use the watchlist',
    },
    upgrade: {
      defaultMessage: 'Upgrade',
      id: 'Xxz9xU',
      description: 'Toast button: opens the Plus plans page',
    },
    notifyCancelled: {
      defaultMessage: 'You won\'t be notified about "{title}"',
      id: 'rJRfIx',
      description:
        'Toast: the availability alert for the title (a film or series name) was cancelled',
    },
    notifyFailed: {
      defaultMessage: "Couldn't update your notification",
      id: 'X9tsKy',
      description:
        'Toast title: turning an availability alert on or off failed (the reason follows)',
    },
  }),
);

const text = (message: TextMessage, values?: Record<string, string | number>): ToastText =>
  values ? { message, values } : { message };

/** A failure's reason: our words for the backend's text (see `failureTextOf`). */
const reason = (backendText: string): ToastText => failureTextOf(backendText);

/**
 * The toasts shared-core shows, or that two or more apps show; a toast only one remote shows lives
 * beside its feature in that remote (`<feature>-messages.ts`), released with it. Each is shared-core's
 * messages as data: the toaster formats them in the page's language.
 */
export const toastMessages = {
  signUpFailed: (message: string): ToastMessage => ({
    title: text(messages.signUpFailed),
    description: reason(message),
    tone: 'destructive',
  }),
  signInFailed: (message: string): ToastMessage => ({
    title: text(messages.signInFailed),
    description: reason(message),
    tone: 'destructive',
  }),
  signOutFailed: (message: string): ToastMessage => ({
    title: text(messages.signOutFailed),
    description: reason(message),
    tone: 'destructive',
  }),
  genericError: (message: string): ToastMessage => ({
    title: text(messages.genericError),
    description: reason(message),
    tone: 'destructive',
  }),
  googleSignInFailed: (message: string): ToastMessage => ({
    title: text(messages.googleSignInFailed),
    description: reason(message),
    tone: 'destructive',
  }),
  appleSignInFailed: (message: string): ToastMessage => ({
    title: text(messages.appleSignInFailed),
    description: reason(message),
    tone: 'destructive',
  }),
  signUpSucceeded: (): ToastMessage => ({
    title: text(messages.signUpSucceeded),
    description: text(messages.checkEmail),
    tone: 'success',
  }),
  signInSucceeded: (): ToastMessage => ({
    title: text(messages.signInSucceeded),
    description: text(messages.welcomeBack),
    tone: 'success',
  }),
  signedOut: (): ToastMessage => ({ title: text(messages.signedOut), tone: 'success' }),
  subscriptionCheckFailed: (): ToastMessage => ({
    title: text(messages.subscriptionCheckFailed),
    description: text(messages.tryAgainShortly),
    tone: 'destructive',
  }),
  demoPremiumEnabled: (): ToastMessage => ({
    title: text(messages.demoPremiumEnabled),
    description: text(messages.demoPremiumEnabledDetail),
    tone: 'success',
  }),
  demoPremiumDisabled: (): ToastMessage => ({
    title: text(messages.demoPremiumDisabled),
    description: text(messages.demoPremiumDisabledDetail),
    tone: 'info',
  }),
  upgradeUnavailable: (): ToastMessage => ({
    title: text(messages.upgradeUnavailable),
    description: text(messages.noPayments),
    tone: 'info',
  }),
  loginRequired: (): ToastMessage => ({
    title: text(messages.loginRequired),
    description: text(messages.loginToUpgrade),
    tone: 'destructive',
  }),
  alreadyInWatchlist: (title: string): ToastMessage => ({
    title: text(messages.alreadyInWatchlist, { title }),
    tone: 'info',
  }),
  addedToWatchlist: (title: string): ToastMessage => ({
    title: text(messages.addedToWatchlist, { title }),
    tone: 'success',
  }),
  removedFromWatchlist: (title: string): ToastMessage => ({
    title: text(messages.removedFromWatchlist, { title }),
    tone: 'info',
  }),
  watchlistCleared: (undo: () => void): ToastMessage => ({
    title: text(messages.watchlistCleared),
    tone: 'info',
    action: { label: text(messages.undo), onClick: undo },
  }),
  watchlistRestored: (): ToastMessage => ({
    title: text(messages.watchlistRestored),
    tone: 'success',
  }),
  watchlistNeedsSignIn: (signIn: () => void): ToastMessage => ({
    title: text(messages.watchlistNeedsSignIn),
    tone: 'info',
    action: { label: text(messages.signIn), onClick: signIn },
  }),
  watchlistIsPremium: (upgrade: () => void): ToastMessage => ({
    title: text(messages.watchlistIsPremium),
    description: text(messages.upgradeForWatchlist),
    tone: 'destructive',
    action: { label: text(messages.upgrade), onClick: upgrade },
  }),
  notifyCancelled: (title: string): ToastMessage => ({
    title: text(messages.notifyCancelled, { title }),
    tone: 'info',
  }),
  notifyFailed: (message: string): ToastMessage => ({
    title: text(messages.notifyFailed),
    description: reason(message),
    tone: 'destructive',
  }),
};
