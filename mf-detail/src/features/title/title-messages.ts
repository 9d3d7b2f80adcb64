import { defineMessages, type IntlShape, type NoMessageValues } from 'react-intl';
import type { ToastMessage, TypedMessages } from 'shared-core';

/** The title page's words used in more than one place, and its toasts' words. */
type Notify = { title: string; country: string };

type TitleMessagesValues = {
  movieIdMissing: NoMessageValues;
  movieNotFound: NoMessageValues;
  movieNotFoundText: NoMessageValues;
  movieInformationNotFound: NoMessageValues;
  movieDetailsFailed: NoMessageValues;
  backToHome: NoMessageValues;
  loadingDetails: NoMessageValues;
  linkCopied: NoMessageValues;
  linkCopiedText: NoMessageValues;
  notifyToYourServices: Notify;
  notifyToAnyService: Notify;
  notifyToServices: Notify & { services: string };
  notifyCancelHint: NoMessageValues;
  notifySignIn: NoMessageValues;
  notifySignInText: NoMessageValues;
  signIn: NoMessageValues;
};

export const titleMessages: TypedMessages<TitleMessagesValues> =
  defineMessages<TitleMessagesValues>({
    movieIdMissing: {
      defaultMessage: 'Movie ID is missing',
      id: 'K/3pZy',
      description:
        'Title page: heading, page title and error toast when the address has no title id',
    },
    movieNotFound: {
      defaultMessage: 'Movie Not Found',
      id: '57yob7',
      description: 'Title page: heading and page title when no title has the id in the address',
    },
    movieNotFoundText: {
      defaultMessage: "We couldn't find the movie you're looking for.",
      id: 'S4WsjF',
      description: 'Title page: text under the "Movie Not Found" heading',
    },
    movieInformationNotFound: {
      defaultMessage: 'Movie information not found',
      id: '8i6iG5',
      description: 'Title page: error toast when the catalog has no title with this id',
    },
    movieDetailsFailed: {
      defaultMessage: 'Failed to fetch movie details',
      id: 'ujFlx1',
      description:
        'Title page: heading, page title and error toast when the catalog did not answer (network or server error)',
    },
    backToHome: {
      defaultMessage: 'Back to Home',
      id: 'aYbP07',
      description: 'Title page: button on the error pages that goes to the home page',
    },
    loadingDetails: {
      defaultMessage: 'Loading movie details...',
      id: 'GIMMu5',
      description: 'Title page: page title and status text while the title is loading',
    },
    linkCopied: {
      defaultMessage: 'Link copied',
      id: '5xFNOY',
      description: "Title page: toast after the Share button copied the page's address",
    },
    linkCopiedText: {
      defaultMessage: 'Paste it anywhere to share this title.',
      id: 'yaozj0',
      description: 'Title page: text of the "Link copied" toast',
    },
    notifyToYourServices: {
      defaultMessage: 'We\'ll tell you when "{title}" comes to your services ({country})',
      id: 'iQpnfC',
      description:
        "Title page: toast after Notify Me, when the names of the user's streaming services could not be loaded. {title}: the movie or show; {country}: the user's country",
    },
    notifyToAnyService: {
      defaultMessage:
        'We\'ll tell you when "{title}" comes to any service in your country ({country})',
      id: 'Sewh3J',
      description:
        "Title page: toast after Notify Me, for a user who chose no streaming services. {title}: the movie or show; {country}: the user's country",
    },
    notifyToServices: {
      defaultMessage: 'We\'ll tell you when "{title}" comes to {services} ({country})',
      id: '3MIE5h',
      description:
        'Title page: toast after Notify Me. {title}: the movie or show; {services}: the user\'s streaming services joined by "or" (e.g. "Netflix or Hulu"); {country}: the user\'s country',
    },
    notifyCancelHint: {
      defaultMessage: 'You can cancel this from the same button.',
      id: 'xqFXBE',
      description: 'Title page: text of the toast confirming Notify Me',
    },
    notifySignIn: {
      defaultMessage: 'Sign in to get notified',
      id: '1BNe+l',
      description: 'Title page: toast when a signed-out visitor presses Notify Me',
    },
    notifySignInText: {
      defaultMessage: 'We tell you when a title arrives on your services.',
      id: 'w0UECz',
      description: 'Title page: text of the "Sign in to get notified" toast',
    },
    signIn: {
      defaultMessage: 'Sign In',
      id: '6qt0S7',
      description:
        'Title page: button of the "Sign in to get notified" toast, opens the sign-in page',
    },
  });

/** The title page's toasts, in the language of `intl`. */
export const titleToasts = {
  movieIdMissing: (intl: IntlShape): ToastMessage => ({
    title: intl.formatMessage(titleMessages.movieIdMissing),
    tone: 'destructive',
  }),
  movieNotFound: (intl: IntlShape): ToastMessage => ({
    title: intl.formatMessage(titleMessages.movieInformationNotFound),
    tone: 'destructive',
  }),
  movieDetailsFailed: (intl: IntlShape): ToastMessage => ({
    title: intl.formatMessage(titleMessages.movieDetailsFailed),
    tone: 'destructive',
  }),
  linkCopied: (intl: IntlShape): ToastMessage => ({
    title: intl.formatMessage(titleMessages.linkCopied),
    description: intl.formatMessage(titleMessages.linkCopiedText),
    tone: 'success',
  }),
  /**
   * `services`: the names of the user's services, none for any service in the country, or null
   * when their names could not be had (the catalog's list of services failed). `country`: its name.
   */
  notifySubscribed: (
    intl: IntlShape,
    title: string,
    services: readonly string[] | null,
    country: string,
  ): ToastMessage => ({
    title:
      services === null
        ? intl.formatMessage(titleMessages.notifyToYourServices, { title, country })
        : services.length > 0
          ? intl.formatMessage(titleMessages.notifyToServices, {
              title,
              services: intl.formatList(services, { type: 'disjunction' }),
              country,
            })
          : intl.formatMessage(titleMessages.notifyToAnyService, { title, country }),
    description: intl.formatMessage(titleMessages.notifyCancelHint),
    tone: 'success',
  }),
  notifyNeedsSignIn: (intl: IntlShape, signIn: () => void): ToastMessage => ({
    title: intl.formatMessage(titleMessages.notifySignIn),
    description: intl.formatMessage(titleMessages.notifySignInText),
    tone: 'info',
    action: { label: intl.formatMessage(titleMessages.signIn), onClick: signIn },
  }),
};
