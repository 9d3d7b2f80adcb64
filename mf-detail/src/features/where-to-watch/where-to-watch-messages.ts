import { defineMessages, type IntlShape } from 'react-intl';
import type { ToastMessage } from 'shared-core';
import type { OfferType } from './utils/merge-providers';

/** Where to Watch's words used in more than one place, and its toasts' words. */
export const whereToWatchMessages = defineMessages({
  streamingAvailabilityFailed: {
    defaultMessage: 'Could not load streaming availability',
    id: 'aBzmNE',
    description:
      'Title page: error toast when the list of services offering the title failed to load',
  },
});

/** How a service offers the title in a country, as a card's row names it. */
export const offerTypeMessages = defineMessages<OfferType>({
  flatrate: {
    defaultMessage: 'Stream',
    id: 'ZyYWwa',
    description: 'Where to Watch: offer type, watch it with a subscription to the service',
  },
  free: {
    defaultMessage: 'Free',
    id: 'NOoY98',
    description: 'Where to Watch: offer type, watch it for free on the service',
  },
  ads: {
    defaultMessage: 'Ads',
    id: 'Qs1e2p',
    description: 'Where to Watch: offer type, watch it free with advertising on the service',
  },
  rent: {
    defaultMessage: 'Rent',
    id: 'DTYiKh',
    description: 'Where to Watch: offer type, rent the title (pay per view for a limited time)',
  },
  buy: {
    defaultMessage: 'Buy',
    id: '6aw4jD',
    description: 'Where to Watch: offer type, buy the title (digital purchase)',
  },
  both: {
    defaultMessage: 'Rent or Buy',
    id: 'n+OWol',
    description: 'Where to Watch: offer type, the title can be rented or bought',
  },
});

/** Where to Watch's toasts, in the language of `intl`. */
export const whereToWatchToasts = {
  streamingAvailabilityFailed: (intl: IntlShape): ToastMessage => ({
    title: intl.formatMessage(whereToWatchMessages.streamingAvailabilityFailed),
    tone: 'destructive',
  }),
};
