import type { CoverageStep } from 'planner';
import { useIntl } from 'react-intl';
import type { CatalogService } from 'shared-core';
import { theme } from 'shared-ui';
import styled from 'styled-components';
import { formatMoney } from '../utils/format-money';

const Card = styled.article`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
`;

const Heading = styled.h3`
  font-size: ${theme.typography.fontSize.md};
  font-weight: ${theme.typography.fontWeight.semibold};
`;

const Summary = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};
`;

const Cost = styled.span`
  &::before {
    content: ' · ';
  }
`;

const Adds = styled.ul`
  display: grid;
  gap: ${theme.space.xs};
  padding: 0;
  list-style: none;
  font-size: ${theme.typography.fontSize.sm};
`;

const ServiceName = styled.strong`
  font-weight: ${theme.typography.fontWeight.semibold};
`;

export interface CoverageStepCardProps {
  step: CoverageStep;
  /** How many titles the member's list holds. */
  total: number;
  services: ReadonlyMap<number, CatalogService>;
  titleNames: ReadonlyMap<string, string>;
  currency?: string;
}

export const serviceNames = (ids: readonly number[], services: CoverageStepCardProps['services']) =>
  ids.map((id) => services.get(id)?.provider_name ?? String(id));

/** "2 services: Netflix + Hulu" — what they cover, what each adds, and the cost when priced. */
export function CoverageStepCard({
  step,
  total,
  services,
  titleNames,
  currency,
}: CoverageStepCardProps) {
  const intl = useIntl();
  return (
    <Card>
      <Heading>
        {intl.formatMessage(
          {
            defaultMessage: '{count, plural, one {# service} other {# services}}: {services}',
            id: 'k4Ui3r',
            description:
              'Planner page > This month: heading of a set of services; services are names joined by " + "',
          },
          { count: step.k, services: serviceNames(step.serviceIds, services).join(' + ') },
        )}
      </Heading>
      <Summary>
        {intl.formatMessage(
          {
            defaultMessage: 'Covers {covered} of {total, plural, one {# title} other {# titles}}',
            id: 'qpBzUS',
            description:
              'Planner page > This month: how many of the member’s titles the set makes streamable today',
          },
          { covered: step.covered.length, total },
        )}
        {step.monthlyCost !== null && currency ? (
          <Cost>
            {intl.formatMessage(
              {
                defaultMessage: '{cost} a month',
                id: 'gRnCH8',
                description: 'Planner page: what a set of services costs a month; cost is a price',
              },
              { cost: formatMoney(intl, step.monthlyCost, currency) },
            )}
          </Cost>
        ) : null}
      </Summary>
      <Adds>
        {step.addedBy.map(({ serviceId, titles }) => (
          <li key={serviceId}>
            {intl.formatMessage(
              {
                defaultMessage: '<b>{service}</b>: {titles}',
                id: 'J6IpV9',
                description:
                  'Planner page > This month: the titles one service of the set adds; titles is a list of names',
              },
              {
                b: (chunks) => <ServiceName>{chunks}</ServiceName>,
                service: services.get(serviceId)?.provider_name ?? '',
                titles: intl.formatList(titles.map((key) => titleNames.get(key) ?? key)),
              },
            )}
          </li>
        ))}
      </Adds>
    </Card>
  );
}
