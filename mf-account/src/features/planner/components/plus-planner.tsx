import { Skeleton, Stack } from 'shared-ui';
import type { PlanOffers } from '../api/get-plan-offers';
import { useGetServicePricesQuery } from '../api/get-service-prices';
import { PricesSection } from './prices-section';
import { RotationSection } from './rotation-section';
import { ThisMonthSection } from './this-month-section';

export interface PlusPlannerProps {
  offers: PlanOffers;
  country: string;
  userId: string;
}

const NO_PRICES: Readonly<Record<number, number>> = {};

/** A Plus member's planner: every set, their own prices, and the rotation over the coming months. */
export function PlusPlanner({ offers, country, userId }: PlusPlannerProps) {
  const prices = useGetServicePricesQuery({ userId, country });
  if (prices.isLoading) return <Skeleton height="240px" />;
  const currency = prices.data?.currency ?? null;
  const entered = prices.data?.prices ?? NO_PRICES;
  return (
    <Stack gap="xl">
      <ThisMonthSection
        offers={offers}
        country={country}
        prices={entered}
        currency={currency?.currency}
        plus
      />
      <PricesSection offers={offers} currency={currency} prices={entered} />
      <RotationSection
        offers={offers}
        country={country}
        prices={entered}
        currency={currency?.currency}
        userId={userId}
      />
    </Stack>
  );
}
