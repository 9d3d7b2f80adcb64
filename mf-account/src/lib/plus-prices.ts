import type { IntlShape } from 'react-intl';

/** What one payment for Plus costs, in US dollars, as the spec prices it. */
export const PLUS_PRICES = { monthly: 9.99, yearly: 99 } as const;

/** A price as the page's language writes US dollars: "$9.99", "$99" (no cents when whole). */
export const formatPrice = (intl: IntlShape, amount: number) =>
  intl.formatNumber(amount, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  });
