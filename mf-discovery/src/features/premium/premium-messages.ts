import { defineMessages } from 'react-intl';

/** What the demo Plus toggle says in toasts. */
export const premiumMessages = defineMessages({
  freeModeActivated: {
    defaultMessage: 'Free mode activated',
    id: 'iPkN2e',
    description: 'Toast: the demo switch turned the free plan on',
  },
  premiumModeActivated: {
    defaultMessage: 'Premium mode activated',
    id: 'z2oSsc',
    description: 'Toast: the demo switch turned the paid plan ("Premium") on',
  },
});
