import type { RotationMonth } from 'planner';
import { useIntl } from 'react-intl';
import { theme } from 'shared-ui';
import styled from 'styled-components';

const Card = styled.li`
  display: grid;
  gap: ${theme.space.xs};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  font-size: ${theme.typography.fontSize.sm};
`;

const Heading = styled.h3`
  font-size: ${theme.typography.fontSize.md};
  font-weight: ${theme.typography.fontWeight.semibold};
`;

const Muted = styled.p`
  color: ${theme.colors.textMuted};
`;

export interface RotationMonthCardProps {
  month: RotationMonth;
  end: string;
  serviceNames: readonly string[];
  titleName: (key: string) => string;
}

/** One month of the rotation: the services to hold and what to watch on them. */
export function RotationMonthCard({ month, end, serviceNames, titleName }: RotationMonthCardProps) {
  const intl = useIntl();
  return (
    <Card>
      <Heading>
        {intl.formatDateTimeRange(new Date(month.start), new Date(end), {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        })}
      </Heading>
      <p>
        {serviceNames.length > 0
          ? intl.formatMessage(
              {
                defaultMessage: 'Hold: {services}',
                id: '73DOvI',
                description:
                  'Planner page > Rotation: the services to pay for this month; services are names joined by " + "',
              },
              { services: serviceNames.join(' + ') },
            )
          : intl.formatMessage({
              defaultMessage: 'No service needed this month',
              id: '5sS/MV',
              description: 'Planner page > Rotation: a month with no service to pay for',
            })}
      </p>
      {month.watch.length > 0 ? (
        <Muted>
          {intl.formatMessage(
            {
              defaultMessage:
                'Watch: {titles} (about {hours, plural, one {# hour} other {# hours}})',
              id: 'Ut+AxF',
              description:
                'Planner page > Rotation: the titles to watch this month and their total time; titles is a list of names',
            },
            {
              titles: intl.formatList(month.watch.map((entry) => titleName(entry.key))),
              hours: Math.round(month.minutes / 60),
            },
          )}
        </Muted>
      ) : null}
    </Card>
  );
}
