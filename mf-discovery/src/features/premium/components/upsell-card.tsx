import { Check, Crown } from 'lucide-react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { selectIsSignedIn, useAppSelector } from 'shared-core';
import { Button } from 'shared-ui';

/** What the premium plan brings. */
export const PREMIUM_FEATURES = [
  'Compare multiple streaming services at once',
  'Save movies and shows to a watchlist',
  'Notifications when content becomes available',
  'Premium filters for discovery',
  'Ad-free experience',
] as const;

const Card = styled.section`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  padding: ${({ theme }) => theme.space.xxl};
  overflow: hidden;
  border: 1px solid rgba(196, 165, 255, 0.35);
  border-radius: ${({ theme }) => theme.radii.xl};
  background:
    radial-gradient(120% 140% at 100% 0%, rgba(124, 58, 237, 0.35) 0%, transparent 55%),
    ${({ theme }) => theme.colors.surface};

  @media (max-width: 860px) {
    grid-template-columns: minmax(0, 1fr);
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const Heading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};

  & > svg {
    color: ${({ theme }) => theme.colors.plus};
  }
`;

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Features = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xl};
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  & > li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }

  & svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.success};
  }
`;

const Offer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 220px;
  text-align: center;
`;

const Price = styled.p`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

const Small = styled.p`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
`;

/** The premium upsell for free users: Upgrade Now goes to the account, or signs in first. */
export function UpsellCard() {
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <Card aria-labelledby="upsell-title">
      <div>
        <Heading id="upsell-title">
          <Crown size={22} aria-hidden />
          Upgrade to WatchWhere Plus
        </Heading>
        <Lead>Get unlimited access to all streaming platforms and countries</Lead>
        <Features>
          {PREMIUM_FEATURES.map((feature) => (
            <li key={feature}>
              <Check size={16} aria-hidden />
              {feature}
            </li>
          ))}
        </Features>
      </div>
      <Offer>
        <Price>$9.99 per month or $99 per year</Price>
        <Button
          variant="plus"
          size="lg"
          onClick={() => navigate(signedIn ? '/account' : '/auth?redirect=account')}
        >
          Upgrade Now
        </Button>
        <Small>Cancel anytime • No hidden fees</Small>
      </Offer>
    </Card>
  );
}
