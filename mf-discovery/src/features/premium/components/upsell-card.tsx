import { Check, Crown } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { selectIsSignedIn, useAppSelector, useUpgrade, withRedirect } from 'shared-core';
import { Button, media, SectionCard, Stack, theme } from 'shared-ui';

/** What the premium plan brings. */
const features = defineMessages({
  compare: {
    defaultMessage: 'Compare multiple streaming services at once',
    id: 'YfZgN+',
    description: 'Upsell card: a feature of the paid plan',
  },
  watchlist: {
    defaultMessage: 'Save movies and TV shows to a watchlist',
    id: 'peNmQQ',
    description: 'Upsell card: a feature of the paid plan',
  },
  notifications: {
    defaultMessage: 'Notifications when content becomes available',
    id: 'tfc2JC',
    description: 'Upsell card: a feature of the paid plan',
  },
  filters: {
    defaultMessage: 'Unlimited filters for discovery',
    id: 'dnf09I',
    description: 'Upsell card: a feature of the paid plan (more filters on the Discover page)',
  },
  adFree: {
    defaultMessage: 'Ad-free experience',
    id: 'v6rXe5',
    description: 'Upsell card: a feature of the paid plan',
  },
});

export const PREMIUM_FEATURES = [
  features.compare,
  features.watchlist,
  features.notifications,
  features.filters,
  features.adFree,
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
  const intl = useIntl();
  const navigate = useNavigate();
  const upgrade = useUpgrade();
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <SectionCard
      title={intl.formatMessage({
        defaultMessage: 'Upgrade to WatchWhere Plus',
        id: 'FgLfq7',
        description: 'Upsell card: heading ("WatchWhere Plus" is the name of the paid plan)',
      })}
      icon={<Crown size={22} aria-hidden />}
      description={intl.formatMessage({
        defaultMessage: 'Get unlimited access to all streaming platforms and countries',
        id: 'pYhRZo',
        description: 'Upsell card: line under the heading',
      })}
      tone="plus"
      size="lg"
      aside={
        <Offer align="stretch" gap="sm">
          <Price>
            {intl.formatMessage(
              {
                defaultMessage: '{monthly} per month or {yearly} per year',
                id: 'klPHF1',
                description: 'Upsell card: the prices of the paid plan (amounts in US dollars)',
              },
              {
                monthly: intl.formatNumber(9.99, { style: 'currency', currency: 'USD' }),
                yearly: intl.formatNumber(99, {
                  style: 'currency',
                  currency: 'USD',
                  maximumFractionDigits: 0,
                }),
              },
            )}
          </Price>
          <Button
            variant="plus"
            size="lg"
            onClick={() => (signedIn ? upgrade() : navigate(withRedirect('/auth', '/plans')))}
          >
            {intl.formatMessage({
              defaultMessage: 'Upgrade Now',
              id: 'QBbzXv',
              description: 'Upsell card: button opening the plans (signing in first if needed)',
            })}
          </Button>
          <Small>
            {intl.formatMessage({
              defaultMessage: 'Cancel anytime • No hidden fees',
              id: 'nzOFa3',
              description: 'Upsell card: small print under the button',
            })}
          </Small>
        </Offer>
      }
    >
      <Features>
        {PREMIUM_FEATURES.map((feature) => (
          <li key={feature.id}>
            <Check size={16} aria-hidden />
            {intl.formatMessage(feature)}
          </li>
        ))}
      </Features>
    </SectionCard>
  );
}
