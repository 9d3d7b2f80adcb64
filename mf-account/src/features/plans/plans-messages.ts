import { defineMessages } from 'react-intl';

/** What checkout says in toasts. */
export const plansMessages = defineMessages({
  plusActivated: {
    defaultMessage: 'Welcome to Plus',
    id: '6AF2b5',
    description: 'Checkout: toast title once Plus is active; Plus is the name of the paid plan',
  },
  plusActivatedDetail: {
    defaultMessage: 'Every country and service, your watchlist and unlimited filters are yours.',
    id: 'nBw7rL',
    description: 'Checkout: toast text once Plus is active',
  },
  checkoutFailed: {
    defaultMessage: "Couldn't complete the checkout",
    id: 'CXx1R1',
    description: "Checkout: toast title when the payment failed (the server's reason follows)",
  },
});
