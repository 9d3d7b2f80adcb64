import { Wallet } from 'lucide-react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { compareNames } from 'shared-core';
import { SectionCard, Stack } from 'shared-ui';
import type { PlanOffers } from '../api/get-plan-offers';
import type { PriceCurrency } from '../api/get-service-prices';
import { freeServiceIds, servicesOf } from '../utils/plan-input';
import { PriceField } from './price-field';

export interface PricesSectionProps {
  offers: PlanOffers;
  currency: PriceCurrency | null;
  prices: Readonly<Record<number, number>>;
}

/** The member's own monthly price for each paid service that streams one of their titles. */
export function PricesSection({ offers, currency, prices }: PricesSectionProps) {
  const intl = useIntl();
  // A service that streams the titles only for free or with ads costs nothing: no price to ask.
  const services = useMemo(() => {
    const free = freeServiceIds(offers.titles);
    return [...servicesOf(offers.titles).values()]
      .filter((service) => !free.has(service.provider_id))
      .sort((a, b) => compareNames(a.provider_name, b.provider_name));
  }, [offers.titles]);
  return (
    <SectionCard
      icon={<Wallet size={20} aria-hidden />}
      title={intl.formatMessage({
        defaultMessage: 'Your prices',
        id: 'UgV/6Q',
        description: 'Planner page: heading of the monthly prices the member enters per service',
      })}
      description={
        currency
          ? intl.formatMessage(
              {
                defaultMessage:
                  'What each service costs you a month, in {currency}. Only you see your prices; without them the planner counts services instead of money.',
                id: 'i89Dao',
                description:
                  'Planner page > Your prices: text under the heading; currency is a currency name such as US dollars',
              },
              {
                currency: intl.formatDisplayName(currency.currency, { type: 'currency' }) ?? '',
              },
            )
          : intl.formatMessage({
              defaultMessage: 'Prices can’t be entered for your country yet.',
              id: '4mjrno',
              description:
                'Planner page > Your prices: the member’s country has no currency set up',
            })
      }
    >
      {currency ? (
        <Stack gap="sm">
          {services.map((service) => (
            <PriceField
              key={service.provider_id}
              service={service}
              currency={currency}
              saved={prices[service.provider_id] ?? null}
            />
          ))}
        </Stack>
      ) : null}
    </SectionCard>
  );
}
