import type { PlanMonth } from 'planner';
import { useIntl } from 'react-intl';
import type { CatalogService } from 'shared-core';
import { Skeleton, theme } from 'shared-ui';
import styled from 'styled-components';
import type { PlanOffers } from '../api/get-plan-offers';
import type { RotationState } from '../hooks/use-rotation';
import { titleKey } from '../utils/plan-input';
import { serviceNames } from './coverage-step-card';
import { RotationCost } from './rotation-cost';
import { RotationMonthCard } from './rotation-month-card';
import { SavePlan } from './save-plan';

const Months = styled.ol`
  display: grid;
  gap: ${theme.space.md};
  padding: 0;
  list-style: none;
`;

const Muted = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};
`;

export interface RotationResultProps {
  state: RotationState;
  months: readonly PlanMonth[];
  offers: PlanOffers;
  services: ReadonlyMap<number, CatalogService>;
  currency?: string;
  country: string;
  userId: string;
  held: readonly number[];
}

export function RotationResult({
  state,
  months,
  offers,
  services,
  currency,
  country,
  userId,
  held,
}: RotationResultProps) {
  const intl = useIntl();
  if (state.status === 'solving') return <Skeleton height="160px" />;
  if (state.status === 'failed') {
    return (
      <Muted role="alert">
        {intl.formatMessage({
          defaultMessage: 'The rotation couldn’t be worked out. Reload the page to try again.',
          id: 'BrQbpW',
          description: 'Planner page > Rotation: error when the solver failed',
        })}
      </Muted>
    );
  }
  const { rotation } = state;
  const names = new Map(offers.titles.map((title) => [titleKey(title), title.title]));
  const nameOf = (key: string) => names.get(key) ?? key;
  const notStreamable = rotation.unwatched.filter((entry) => entry.reason === 'not-streamable');
  const noTime = rotation.unwatched.filter((entry) => entry.reason === 'no-time');
  return (
    <>
      <Months>
        {rotation.months.map((month, index) => (
          <RotationMonthCard
            key={month.start}
            month={month}
            end={months[index]?.end ?? month.start}
            serviceNames={serviceNames(month.serviceIds, services)}
            titleName={nameOf}
          />
        ))}
      </Months>
      <RotationCost rotation={rotation} monthCount={months.length} currency={currency} />
      {rotation.optimal ? null : (
        <Muted>
          {intl.formatMessage({
            defaultMessage:
              'This is the best plan found in the time the planner allows itself; one that watches more or costs less may exist.',
            id: 'h4BqW1',
            description:
              'Planner page > Rotation: shown when the solver stopped at its time limit before proving the plan the best',
          })}
        </Muted>
      )}
      {noTime.length > 0 ? (
        <Muted>
          {intl.formatMessage(
            {
              defaultMessage: 'No time left for: {titles}',
              id: 'R9f8gi',
              description:
                'Planner page > Rotation: titles that do not fit the hours a month; titles is a list of names',
            },
            { titles: intl.formatList(noTime.map((entry) => nameOf(entry.key))) },
          )}
        </Muted>
      ) : null}
      {notStreamable.length > 0 ? (
        <Muted>
          {intl.formatMessage(
            {
              defaultMessage: 'Not streaming on any service in these months: {titles}',
              id: 'LzjoQF',
              description:
                'Planner page > Rotation: titles no service streams during the plan; titles is a list of names',
            },
            { titles: intl.formatList(notStreamable.map((entry) => nameOf(entry.key))) },
          )}
        </Muted>
      ) : null}
      <SavePlan
        rotation={rotation}
        services={services}
        country={country}
        userId={userId}
        held={held}
      />
    </>
  );
}
