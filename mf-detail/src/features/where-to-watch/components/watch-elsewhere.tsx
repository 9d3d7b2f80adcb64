import { Globe2 } from 'lucide-react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { countryName, selectIsPremium, useAppSelector } from 'shared-core';
import { ProviderLogo, Stack, theme } from 'shared-ui';
import styled from 'styled-components';
import { countryCount, type ElsewhereOffer } from '../utils/elsewhere-offers';
import { CountryLabel } from './country-label';
import { UpgradeNote } from './upgrade-note';

const Box = styled(Stack)`
  padding: ${theme.space.xl};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceRaised};
`;

const Heading = styled(Stack)`
  margin: 0;
  font-size: ${theme.typography.fontSize.lg};
`;

const Lead = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

const Offers = styled(Stack)`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Offer = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.lg};
`;

const Service = styled.strong`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-width: 180px;
`;

const messages = defineMessages<{
  heading: NoMessageValues;
  lead: { country: string; count: number };
  upgrade: { count: number };
}>({
  heading: {
    defaultMessage: 'Watch it elsewhere',
    id: '+YXESd',
    description:
      "Where to Watch: heading of the box listing the other countries where the user's own services stream the title",
  },
  lead: {
    defaultMessage:
      'Not on your services ({country}), but your services stream it in {count, plural, one {# other country} other {# other countries}}. Travelling, or using a VPN? Here is where.',
    id: 'YPTeH1',
    description:
      'Where to Watch: text of the "Watch it elsewhere" box. {country}: the user\'s country; {count}: in how many other countries',
  },
  upgrade: {
    defaultMessage:
      'Upgrade to Plus to see the {count, plural, one {# other country} other {# other countries}} and VPN tips',
    id: 'l4n0IU',
    description:
      'Where to Watch: prompt to buy the paid plan (Plus) in the "Watch it elsewhere" box. {count}: in how many other countries they stream it',
  },
});

const HEADING_ID = 'elsewhere-heading';

/** Where the title streams on the user's own services abroad (VPN tips). */
export function WatchElsewhere({
  offers,
  userCountry,
  logoUrl,
}: {
  offers: ElsewhereOffer[];
  userCountry: string;
  logoUrl: (path: string | null) => string | null;
}) {
  const intl = useIntl();
  const isPremium = useAppSelector(selectIsPremium);
  if (offers.length === 0) return null;
  const count = countryCount(offers);
  return (
    <Box as="section" gap="md" aria-labelledby={HEADING_ID}>
      <Heading as="h3" direction="row" align="center" gap="sm" id={HEADING_ID}>
        <Globe2 size={20} aria-hidden />
        {intl.formatMessage(messages.heading)}
      </Heading>
      <Lead>
        {intl.formatMessage(messages.lead, {
          country: countryName(intl, userCountry),
          count,
        })}
      </Lead>
      {isPremium ? (
        <Offers as="ul" gap="md">
          {offers.map((offer) => (
            <Offer key={offer.name}>
              <Service>
                <ProviderLogo name={offer.name} logoUrl={logoUrl(offer.logoPath)} size="sm" />
                {offer.name}
              </Service>
              {offer.countries.map((code) => (
                <CountryLabel key={code} code={code} />
              ))}
            </Offer>
          ))}
        </Offers>
      ) : (
        <UpgradeNote>{intl.formatMessage(messages.upgrade, { count })}</UpgradeNote>
      )}
    </Box>
  );
}
