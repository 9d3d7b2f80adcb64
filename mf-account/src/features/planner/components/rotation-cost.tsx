import type { Rotation } from 'planner';
import { useIntl } from 'react-intl';
import { theme } from 'shared-ui';
import styled from 'styled-components';
import { formatMoney } from '../utils/format-money';

const Total = styled.p`
  font-weight: ${theme.typography.fontWeight.semibold};
`;

export interface RotationCostProps {
  rotation: Rotation;
  monthCount: number;
  currency?: string;
}

/** The rotation's cost beside keeping its services all along: money with prices, else service-months. */
export function RotationCost({ rotation, monthCount, currency }: RotationCostProps) {
  const intl = useIntl();
  if (rotation.costUnit === 'price' && currency) {
    return (
      <Total>
        {intl.formatMessage(
          {
            defaultMessage:
              '{months, plural, one {This plan: {cost} for # month. Keeping its services all along: {kept}.} other {This plan: {cost} for # months. Keeping its services all along: {kept}.}}',
            id: 'ds5K+g',
            description:
              'Planner page > Rotation: the plan’s total cost beside keeping every service it uses for the whole time; cost and kept are prices',
          },
          {
            months: monthCount,
            cost: formatMoney(intl, rotation.cost, currency),
            kept: formatMoney(intl, rotation.keepAllCost, currency),
          },
        )}
      </Total>
    );
  }
  return (
    <Total>
      {intl.formatMessage(
        {
          defaultMessage:
            '{cost, plural, one {This plan: # month of one service.} other {This plan: # service-months.}} {kept, plural, one {Keeping its services all along: # service-month.} other {Keeping its services all along: # service-months.}}',
          id: '4iA5Hd',
          description:
            'Planner page > Rotation: without prices, the plan counts months of a service (2 services for 3 months are 6 service-months)',
        },
        { cost: rotation.cost, kept: rotation.keepAllCost },
      )}
    </Total>
  );
}
