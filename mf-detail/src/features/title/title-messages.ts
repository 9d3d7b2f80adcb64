import { englishList, type ToastMessage } from 'shared-core';

/** What the title page says in toasts. */
export const titleMessages = {
  movieIdMissing: (): ToastMessage => ({ title: 'Movie ID is missing', tone: 'destructive' }),
  movieNotFound: (): ToastMessage => ({
    title: 'Movie information not found',
    tone: 'destructive',
  }),
  movieDetailsFailed: (): ToastMessage => ({
    title: 'Failed to fetch movie details',
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
  notifyNeedsSignIn: (signIn: () => void): ToastMessage => ({
    title: 'Sign in to get notified',
    description: 'We tell you when a title arrives on your services.',
    tone: 'info',
    action: { label: 'Sign In', onClick: signIn },
  }),
};
