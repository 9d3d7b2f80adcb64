import { Crown } from 'lucide-react';
import {
  setDemoPremium,
  selectIsSignedIn,
  useAppDispatch,
  useAppSelector,
  useUpgrade,
} from 'shared-core';
import { Button } from 'shared-ui';
import styled from 'styled-components';

const Card = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid rgba(196, 165, 255, 0.35);
  border-radius: ${({ theme }) => theme.radii.lg};
  background:
    radial-gradient(ellipse at top right, rgba(162, 28, 175, 0.35), transparent 60%),
    ${({ theme }) => theme.colors.surfaceRaised};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Title = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};

  & > svg {
    color: ${({ theme }) => theme.colors.plus};
  }
`;

const Body = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const Price = styled.p`
  color: ${({ theme }) => theme.colors.plus};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

/**
 * For free users. Payment is not part of the product yet: signed in, Upgrade turns premium on
 * locally (demo mode) where the deployment offers demo mode, and otherwise says Plus
 * can't be bought yet; a guest is asked to log in first.
 */
export function UpgradeCard() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const askToLogIn = useUpgrade();
  const upgrade = () => (signedIn ? void dispatch(setDemoPremium(true)) : askToLogIn());
  return (
    <Card aria-labelledby="upgrade-title">
      <Text>
        <Title id="upgrade-title">
          <Crown size={18} aria-hidden />
          Upgrade to Premium
        </Title>
        <Body>Unlimited watchlist, advanced filters, and more</Body>
        <Price>$9.99 per month or $99 per year</Price>
      </Text>
      <Button variant="plus" onClick={upgrade}>
        Upgrade
      </Button>
    </Card>
  );
}
