import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { formatPrice } from '../../../lib/plus-prices';
import type { Plan } from './plans';

/** What a plan is called and costs, in the page's language. */
export interface PlanWords {
  /** "Monthly" */
  name: string;
  /** "$9.99 per month" */
  price: string;
  /** "WatchWhere Plus, monthly": the order's plan. */
  product: string;
  /** "1 month from today": what one payment buys. */
  term: string;
  note?: string;
}

function planWords(intl: IntlShape, { id, amount }: Plan): PlanWords {
  const price = formatPrice(intl, amount);
  if (id === 'monthly') {
    return {
      name: intl.formatMessage({
        defaultMessage: 'Monthly',
        id: 'E+aGIC',
        description: 'Plans: name of the plan paid every month',
      }),
      price: intl.formatMessage(
        {
          defaultMessage: '{price} per month',
          id: '2wf7f2',
          description: 'Plans: price of the monthly plan; price is an amount such as $9.99',
        },
        { price },
      ),
      product: intl.formatMessage({
        defaultMessage: 'WatchWhere Plus, monthly',
        id: '+0nOQj',
        description: 'Checkout: the plan ordered; WatchWhere Plus is the product name',
      }),
      term: intl.formatMessage({
        defaultMessage: '1 month from today',
        id: 'pqWEF8',
        description:
          'Checkout: how long one payment of the monthly plan gives Plus, starting today',
      }),
    };
  }
  return {
    name: intl.formatMessage({
      defaultMessage: 'Yearly',
      id: 'Mc62Xt',
      description: 'Plans: name of the plan paid every year',
    }),
    price: intl.formatMessage(
      {
        defaultMessage: '{price} per year',
        id: 'hKioIO',
        description: 'Plans: price of the yearly plan; price is an amount such as $99',
      },
      { price },
    ),
    product: intl.formatMessage({
      defaultMessage: 'WatchWhere Plus, yearly',
      id: 'HzSEF6',
      description: 'Checkout: the plan ordered; WatchWhere Plus is the product name',
    }),
    term: intl.formatMessage({
      defaultMessage: '1 year from today',
      id: 'u8WnY/',
      description: 'Checkout: how long one payment of the yearly plan gives Plus, starting today',
    }),
    note: intl.formatMessage({
      defaultMessage: 'Save 17% against paying monthly',
      id: 'YfeE4O',
      description:
        'Plans: note under the yearly plan: it costs 17 percent less than twelve monthly payments',
    }),
  };
}

/** `words(plan)`: a plan's name, price and term in the page's language. */
export function usePlanWords(): (plan: Plan) => PlanWords {
  const intl = useIntl();
  return useMemo(() => (plan: Plan) => planWords(intl, plan), [intl]);
}
