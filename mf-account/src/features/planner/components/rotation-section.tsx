import { CalendarClock } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { selectSelectedServices, useAppSelector } from 'shared-core';
import { SectionCard, Stack, theme } from 'shared-ui';
import styled from 'styled-components';
import type { PlanOffers } from '../api/get-plan-offers';
import { useRotation } from '../hooks/use-rotation';
import {
  freeServiceIds,
  planServices,
  planTitles,
  servicesOf,
  watchMinutes,
} from '../utils/plan-input';
import { planMonths } from '../utils/plan-months';
import { RotationControls } from './rotation-controls';
import { RotationResult } from './rotation-result';

const Note = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};
`;

export interface RotationSectionProps {
  offers: PlanOffers;
  country: string;
  prices: Readonly<Record<number, number>>;
  currency?: string;
  userId: string;
}

export const DEFAULT_MONTHS = 3;
export const DEFAULT_HOURS = 20;

/** Which services to hold each month, so every title is watched before it leaves, for the least. */
export function RotationSection({
  offers,
  country,
  prices,
  currency,
  userId,
}: RotationSectionProps) {
  const intl = useIntl();
  const selected = useAppSelector(selectSelectedServices);
  const [monthCount, setMonthCount] = useState(DEFAULT_MONTHS);
  const [hours, setHours] = useState(DEFAULT_HOURS);
  // While the hours field is wrong, no plan is shown (nor offered for saving): the field says why.
  const [hoursValid, setHoursValid] = useState(true);
  const services = useMemo(() => servicesOf(offers.titles), [offers.titles]);
  const free = useMemo(() => freeServiceIds(offers.titles), [offers.titles]);
  const input = useMemo(
    () => ({
      titles: planTitles(offers.titles),
      services: planServices(services, prices, selected, free),
      months: planMonths(offers.today, monthCount),
      minutesPerMonth: Math.round(hours * 60),
    }),
    [offers, services, free, prices, selected, monthCount, hours],
  );
  const state = useRotation(input);
  const held = useMemo(
    () => input.services.filter((service) => service.owned).map((service) => service.id),
    [input.services],
  );
  const assumed = offers.titles.some((title) => watchMinutes(title).assumed);
  return (
    <SectionCard
      icon={<CalendarClock size={20} aria-hidden />}
      title={intl.formatMessage({
        defaultMessage: 'Rotation',
        id: 'FPurQ9',
        description: 'Planner page: heading of the month-by-month plan of which services to hold',
      })}
      description={intl.formatMessage({
        defaultMessage:
          'Hold only the services you need each month, and watch every title before it leaves.',
        id: '8fEQS6',
        description: 'Planner page > Rotation: text under the heading',
      })}
    >
      <Stack gap="md">
        <RotationControls
          months={monthCount}
          hours={hours}
          onMonthsChange={setMonthCount}
          onHoursChange={(value) => {
            setHoursValid(value !== null);
            if (value !== null) setHours(value);
          }}
        />
        {assumed ? (
          <Note>
            {intl.formatMessage({
              defaultMessage:
                'Where the catalog has no running time, a movie counts as 2 hours and a series as 10 hours.',
              id: 'WuMl76',
              description:
                'Planner page > Rotation: the assumption used for titles without a runtime',
            })}
          </Note>
        ) : null}
        {offers.knownAhead ? null : (
          <Note>
            {intl.formatMessage({
              defaultMessage:
                'This catalog knows only today’s offers, not when they start or end: the rotation assumes they stay as they are.',
              id: 'H85PrG',
              description:
                'Planner page > Rotation: note when the catalog (real TMDB) has no future offer days',
            })}
          </Note>
        )}
        {hoursValid ? (
          <RotationResult
            state={state}
            months={input.months}
            offers={offers}
            services={services}
            currency={currency}
            country={country}
            userId={userId}
            held={held}
          />
        ) : null}
      </Stack>
    </SectionCard>
  );
}
