import { Check, Crown } from 'lucide-react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { selectIsSignedIn, useAppSelector, useUpgrade, withRedirect } from 'shared-core';
import { Button, media, SectionCard, Stack, theme } from 'shared-ui';

/** What the premium plan brings. */
export const PREMIUM_FEATURES = [
  'Compare multiple streaming services at once',
  'Save movies and shows to a watchlist',
  'Notifications when content becomes available',
  'Premium filters for discovery',
  'Ad-free experience',
] as const;

const Features = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${theme.space.sm} ${theme.space.xl};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${theme.colors.text};
  font-size: ${theme.typography.fontSize.sm};

  & > li {
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
  }

  & svg {
    flex-shrink: 0;
    color: ${theme.colors.success};
  }
`;

const Offer = styled(Stack)`
  min-width: 220px;
  text-align: center;

  ${media.mobile} {
    flex: 1 1 100%;
  }
`;

const Price = styled.p`
  color: ${theme.colors.text};
  font-weight: ${theme.typography.fontWeight.semibold};
`;

const Small = styled.p`
  color: ${theme.colors.textSubtle};
  font-size: ${theme.typography.fontSize.xs};
`;

/** The premium upsell for free users: Upgrade Now goes to the plans, or signs in first. */
export function UpsellCard() {
  const navigate = useNavigate();
  const upgrade = useUpgrade();
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <SectionCard
      title="Upgrade to WatchWhere Plus"
      icon={<Crown size={22} aria-hidden />}
      description="Get unlimited access to all streaming platforms and countries"
      tone="plus"
      size="lg"
      aside={
        <Offer align="stretch" gap="sm">
          <Price>$9.99 per month or $99 per year</Price>
          <Button
            variant="plus"
            size="lg"
            onClick={() => (signedIn ? upgrade() : navigate(withRedirect('/auth', '/plans')))}
          >
            Upgrade Now
          </Button>
          <Small>Cancel anytime • No hidden fees</Small>
        </Offer>
      }
    >
      <Features>
        {PREMIUM_FEATURES.map((feature) => (
          <li key={feature}>
            <Check size={16} aria-hidden />
            {feature}
          </li>
        ))}
      </Features>
    </SectionCard>
  );
}
