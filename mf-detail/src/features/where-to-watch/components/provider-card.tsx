import { useState } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Badge, Button, ProviderLogo, Stack, theme } from 'shared-ui';
import styled, { css } from 'styled-components';
import { CountryLabel } from './country-label';
import type { RankedProvider } from '../utils/order-providers';
import { offerTypeMessages } from '../where-to-watch-messages';

const messages = defineMessages<{
  yourService: NoMessageValues;
  showLess: NoMessageValues;
  showAll: { total: number };
}>({
  yourService: {
    defaultMessage: 'Your service',
    id: 'kTWHLr',
    description: 'Where to Watch: badge on the card of a streaming service the user subscribes to',
  },
  showLess: {
    defaultMessage: 'Show less',
    id: '7LXTXz',
    description:
      "Where to Watch: button on a service's card that folds its list of countries back to 3",
  },
  showAll: {
    defaultMessage: 'Show all {total, number}',
    id: 'I6T5gJ',
    description:
      "Where to Watch: button on a service's card that lists all its countries. {total}: how many",
  },
});

/** A card lists 3 countries until "Show all". */
export const COLLAPSED_COUNTRIES = 3;

const Card = styled(Stack)<{ $highlight: boolean }>`
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  ${({ $highlight, theme }) =>
    $highlight &&
    css`
      border-color: ${theme.colors.accentBorder};
      box-shadow: ${theme.shadows.glow};
    `}
`;

const Name = styled.h3`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${theme.typography.fontSize.md};
`;

const Countries = styled(Stack)`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CountryRow = styled(Stack)<{ $home: boolean }>`
  min-height: 32px;
  padding: 0 ${theme.space.sm};
  border-radius: ${theme.radii.sm};
  background: ${({ theme, $home }) => ($home ? theme.colors.surfaceHover : 'transparent')};
`;

const Types = styled.span`
  flex-shrink: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.xs};
`;

/** A service with the countries it offers the title in, the user's country first. */
export function ProviderCard({
  provider,
  logoUrl,
  userCountry,
}: {
  provider: RankedProvider;
  logoUrl: string | null;
  userCountry: string;
}) {
  const intl = useIntl();
  const [expanded, setExpanded] = useState(false);
  const total = provider.countries.length;
  const shown = expanded ? provider.countries : provider.countries.slice(0, COLLAPSED_COUNTRIES);
  const highlight = provider.isUserService && provider.inUserCountry;
  return (
    <Card as="li" gap="md" $highlight={highlight} aria-label={provider.name}>
      <Stack direction="row" align="center" gap="md">
        <ProviderLogo name={provider.name} logoUrl={logoUrl} />
        <Name>{provider.name}</Name>
        {provider.isUserService && (
          <Badge tone="accent">{intl.formatMessage(messages.yourService)}</Badge>
        )}
      </Stack>
      <Countries as="ul" gap="xs">
        {shown.map((offer) => (
          <CountryRow
            key={offer.code}
            as="li"
            direction="row"
            align="center"
            justify="space-between"
            gap="sm"
            $home={offer.code === userCountry}
          >
            <CountryLabel code={offer.code} />
            <Types>
              {offer.types.map((type) => intl.formatMessage(offerTypeMessages[type])).join(' · ')}
            </Types>
          </CountryRow>
        ))}
      </Countries>
      {total > COLLAPSED_COUNTRIES && (
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded
            ? intl.formatMessage(messages.showLess)
            : intl.formatMessage(messages.showAll, { total })}
        </Button>
      )}
    </Card>
  );
}
