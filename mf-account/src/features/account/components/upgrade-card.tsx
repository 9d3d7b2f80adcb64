import { Crown } from 'lucide-react';
import { useUpgrade } from 'shared-core';
import { Button, SectionCard, theme } from 'shared-ui';
import styled from 'styled-components';

const Price = styled.p`
  color: ${theme.colors.plus};
  font-weight: ${theme.typography.fontWeight.semibold};
`;

/** For free users: Upgrade opens the plans (/plans), back here after; a guest is asked to log in. */
export function UpgradeCard() {
  const upgrade = useUpgrade();
  return (
    <SectionCard
      title="Upgrade to Premium"
      icon={<Crown size={18} aria-hidden />}
      tone="plus"
      description={
        <>
          <p>Unlimited watchlist, advanced filters, and more</p>
          <Price>$9.99 per month or $99 per year</Price>
        </>
      }
      aside={
        <Button variant="plus" onClick={upgrade}>
          Upgrade
        </Button>
      }
    />
  );
}
