import type { CheapestStep } from 'planner';
import { useIntl } from 'react-intl';
import type { CatalogService } from 'shared-core';
import { theme } from 'shared-ui';
import styled from 'styled-components';
import { formatMoney } from '../utils/format-money';
import { serviceNames } from './coverage-step-card';

const List = styled.ol`
  display: grid;
  gap: ${theme.space.xs};
  padding-left: ${theme.space.xl};
  font-size: ${theme.typography.fontSize.sm};
`;

const Heading = styled.h3`
  font-size: ${theme.typography.fontSize.md};
  font-weight: ${theme.typography.fontWeight.semibold};
`;

export interface CheapestSetsProps {
  cheapest: readonly CheapestStep[];
  services: ReadonlyMap<number, CatalogService>;
  currency: string;
}

/** With the member's prices: the cheapest set for each number of titles covered. */
export function CheapestSets({ cheapest, services, currency }: CheapestSetsProps) {
  const intl = useIntl();
  return (
    <section aria-labelledby="planner-cheapest">
      <Heading id="planner-cheapest">
        {intl.formatMessage({
          defaultMessage: 'Cheapest for each coverage',
          id: 'ax9yne',
          description:
            'Planner page > This month: heading of the cheapest set of priced services for each number of titles covered',
        })}
      </Heading>
      <List>
        {cheapest.map((step) => (
          <li key={step.covered}>
            {intl.formatMessage(
              {
                defaultMessage:
                  '{covered, plural, one {# title} other {# titles}}: {services}, {cost} a month',
                id: 'eejbVb',
                description:
                  'Planner page > This month: one cheapest set; services are names joined by " + ", cost is a price',
              },
              {
                covered: step.covered,
                services: serviceNames(step.serviceIds, services).join(' + '),
                cost: formatMoney(intl, step.monthlyCost, currency),
              },
            )}
          </li>
        ))}
      </List>
    </section>
  );
}
