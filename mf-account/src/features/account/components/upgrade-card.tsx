import { Crown } from 'lucide-react';
import {
  selectIsSignedIn,
  useAppSelector,
  useSetDemoPremiumMutation,
  useUpgrade,
} from 'shared-core';
import { Button, SectionCard } from 'shared-ui';
import styled from 'styled-components';

const Price = styled.p`
  color: ${({ theme }) => theme.colors.plus};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

/**
 * For free users. Payment is not part of the product yet: signed in, Upgrade turns premium on
 * locally (demo mode) where the deployment offers demo mode, and otherwise says Plus
 * can't be bought yet; a guest is asked to log in first.
 */
export function UpgradeCard() {
  const [setDemoPremium] = useSetDemoPremiumMutation();
  const signedIn = useAppSelector(selectIsSignedIn);
  const askToLogIn = useUpgrade();
  const upgrade = () => (signedIn ? void setDemoPremium({ enabled: true }) : askToLogIn());
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
