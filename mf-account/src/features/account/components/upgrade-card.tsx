import { Crown } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useUpgrade } from 'shared-core';
import { Button, SectionCard, theme } from 'shared-ui';
import styled from 'styled-components';
import { formatPrice, PLUS_PRICES } from '../../../lib/plus-prices';

const Price = styled.p`
  color: ${theme.colors.plus};
  font-weight: ${theme.typography.fontWeight.semibold};
`;

/** For free users: Upgrade opens the plans (/plans), back here after; a guest is asked to log in. */
export function UpgradeCard() {
  const intl = useIntl();
  const upgrade = useUpgrade();
  return (
    <SectionCard
      title={intl.formatMessage({
        defaultMessage: 'Upgrade to Premium',
        id: '2Ewgao',
        description: 'Account > Settings > Upgrade card: title of the card offering the paid plan',
      })}
      icon={<Crown size={18} aria-hidden />}
      tone="plus"
      description={
        <>
          <p>
            {intl.formatMessage({
              defaultMessage: 'Unlimited watchlist, advanced filters, and more',
              id: '90D9B8',
              description: 'Account > Settings > Upgrade card: what the paid plan offers',
            })}
          </p>
          <Price>
            {intl.formatMessage(
              {
                defaultMessage: '{monthly} per month or {yearly} per year',
                id: 'DIKMoK',
                description:
                  'Account > Settings > Upgrade card: the paid plan prices; monthly and yearly are prices such as $9.99 and $99',
              },
              {
                monthly: formatPrice(intl, PLUS_PRICES.monthly),
                yearly: formatPrice(intl, PLUS_PRICES.yearly),
              },
            )}
          </Price>
        </>
      }
      aside={
        <Button variant="plus" onClick={upgrade}>
          {intl.formatMessage({
            defaultMessage: 'Upgrade',
            id: 'gctslw',
            description: 'Account > Settings > Upgrade card: button that opens the plans',
          })}
        </Button>
      }
    />
  );
}
