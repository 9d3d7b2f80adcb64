import { Sparkles } from 'lucide-react';
import { planThisMonth } from 'planner';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { countryName } from 'shared-core';
import { SectionCard, Stack } from 'shared-ui';
import type { PlanOffers } from '../api/get-plan-offers';
import { usePlanServices } from '../hooks/use-plan-services';
import { planTitles, titleKey } from '../utils/plan-input';
import { CoverageStepCard } from './coverage-step-card';
import { CheapestSets } from './cheapest-sets';
import { UncoveredTitles } from './uncovered-titles';
import { UpgradeNote } from './upgrade-note';

export interface ThisMonthSectionProps {
  offers: PlanOffers;
  country: string;
  /** The member's prices by provider id, in their country's currency. */
  prices: Readonly<Record<number, number>>;
  currency?: string;
  /** Plus members see every number of services; others the best single one. */
  plus: boolean;
}

/** "This month": the best set of 1, 2, … services for the titles streamable today. */
export function ThisMonthSection({
  offers,
  country,
  prices,
  currency,
  plus,
}: ThisMonthSectionProps) {
  const intl = useIntl();
  const { services, planned } = usePlanServices(offers.titles, prices);
  const plan = useMemo(
    () =>
      planThisMonth({ titles: planTitles(offers.titles), services: planned, today: offers.today }),
    [offers, planned],
  );
  const names = useMemo(
    () => new Map(offers.titles.map((title) => [titleKey(title), title.title])),
    [offers.titles],
  );
  const shown = plus ? plan.steps : plan.steps.slice(0, 1);
  return (
    <SectionCard
      icon={<Sparkles size={20} aria-hidden />}
      title={intl.formatMessage({
        defaultMessage: 'This month',
        id: 'kBjWAh',
        description: 'Planner page: heading of the best services for the titles streamable today',
      })}
      description={intl.formatMessage(
        {
          defaultMessage:
            'For the titles you can stream today in your country ({country}) with a subscription, for free or with ads. Renting and buying don’t count.',
          id: 'w9HcR0',
          description:
            'Planner page > This month: text under the heading; country is a country name',
        },
        { country: countryName(intl, country) },
      )}
    >
      <Stack gap="md">
        {plan.steps.length === 0 ? (
          <p>
            {intl.formatMessage({
              defaultMessage: 'None of your titles streams on a service in your country today.',
              id: 'qgWwFH',
              description: 'Planner page > This month: no title is streamable today',
            })}
          </p>
        ) : null}
        {shown.map((step) => (
          <CoverageStepCard
            key={step.k}
            step={step}
            total={offers.titles.length}
            services={services}
            titleNames={names}
            currency={currency}
          />
        ))}
        {plan.steps.length === 0 ? null : !plus ? (
          <UpgradeNote largestSet={plan.steps.length} />
        ) : currency && plan.cheapest.length > 0 ? (
          <CheapestSets cheapest={plan.cheapest} services={services} currency={currency} />
        ) : null}
        <UncoveredTitles keys={plan.uncovered} offers={offers} />
      </Stack>
    </SectionCard>
  );
}
