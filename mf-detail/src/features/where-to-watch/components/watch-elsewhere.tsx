import { Globe2 } from 'lucide-react';
import { countryInfo, selectIsPremium, useAppSelector } from 'shared-core';
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

const plural = (count: number) => (count === 1 ? '1 other country' : `${count} other countries`);

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
  const isPremium = useAppSelector(selectIsPremium);
  if (offers.length === 0) return null;
  const count = countryCount(offers);
  return (
    <Box as="section" gap="md" aria-labelledby="elsewhere-heading">
      <Heading as="h3" direction="row" align="center" gap="sm" id="elsewhere-heading">
        <Globe2 size={20} aria-hidden />
        Watch it elsewhere
      </Heading>
      <Lead>
        Not on your services in {countryInfo(userCountry).name}, but your services stream it in{' '}
        {plural(count)}. Travelling, or using a VPN? Here is where.
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
        <UpgradeNote>{`Upgrade to Plus to see the ${plural(count)} and VPN tips`}</UpgradeNote>
      )}
    </Box>
  );
}
