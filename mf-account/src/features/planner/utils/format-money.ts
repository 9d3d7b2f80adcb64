import type { IntlShape } from 'react-intl';

/** An amount in a currency as the page's language writes it ("$15.49", "₩13,500", "15,49 €"). */
export const formatMoney = (intl: IntlShape, amount: number, currency: string) =>
  intl.formatNumber(amount, { style: 'currency', currency });
