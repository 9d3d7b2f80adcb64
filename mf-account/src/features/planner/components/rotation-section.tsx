import { CalendarClock } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { SectionCard, Stack, theme } from 'shared-ui';
import styled from 'styled-components';
import type { PlanOffers } from '../api/get-plan-offers';
import { useRotation } from '../hooks/use-rotation';
import { usePlanServices } from '../hooks/use-plan-services';
import { planTitles, watchMinutes } from '../utils/plan-input';
import { planMonths } from '../utils/plan-months';
import { hoursOf, RotationControls } from './rotation-controls';
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
  const [monthCount, setMonthCount] = useState(DEFAULT_MONTHS);
  const [hoursText, setHoursText] = useState(String(DEFAULT_HOURS));
  // While the hours field is wrong, no plan is solved or shown (nor offered for saving): the
  // field says why.
  const hours = hoursOf(hoursText);
  const { services, planned } = usePlanServices(offers.titles, prices);
  const months = useMemo(() => planMonths(offers.today, monthCount), [offers.today, monthCount]);
  const input = useMemo(
    () =>
      hours === null
        ? null
        : {
            titles: planTitles(offers.titles),
            services: planned,
            months,
            minutesPerMonth: Math.round(hours * 60),
          },
    [offers.titles, planned, months, hours],
  );
  const state = useRotation(input);
  const held = useMemo(
    () => planned.filter((service) => service.owned).map((service) => service.id),
    [planned],
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
          hoursText={hoursText}
          onMonthsChange={setMonthCount}
          onHoursTextChange={setHoursText}
        />
        {assumed ? (
          <Note>
            {intl.formatMessage({
              defaultMessage:
                'Where the catalog has no running time, a movie counts as 2 hours and a TV show as 10 hours.',
              id: 'FaYa28',
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
        {hours !== null ? (
          <RotationResult
            state={state}
            months={months}
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
