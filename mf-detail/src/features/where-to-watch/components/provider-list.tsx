import { MonitorPlay } from 'lucide-react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useProviderSelection } from '../hooks/use-provider-selection';
import type { RankedProvider } from '../utils/order-providers';
import { ProviderCard } from './provider-card';
import { ProviderFilter } from './provider-filter';
import { theme } from 'shared-ui';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  align-items: start;
  gap: ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Empty = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  margin: 0;
  padding: ${theme.space.xl};
  border: 1px dashed ${theme.colors.borderStrong};
  border-radius: ${theme.radii.lg};
  color: ${theme.colors.textMuted};
`;

/** The service toggles and the cards of the selected services. */
export function ProviderList({
  providers,
  userCountry,
  logoUrl,
}: {
  providers: RankedProvider[];
  userCountry: string;
  logoUrl: (path: string | null) => string | null;
}) {
  const intl = useIntl();
  const names = providers.map((provider) => provider.name);
  const selection = useProviderSelection(names);
  const shown = providers.filter((provider) => selection.isSelected(provider.name));
  return (
    <>
      <ProviderFilter names={names} selection={selection} />
      {shown.length === 0 ? (
        <Empty>
          <MonitorPlay size={18} aria-hidden />
          {intl.formatMessage({
            defaultMessage: 'Select a streaming service to see availability',
            id: '6uDT/s',
            description:
              'Where to Watch: shown instead of the cards when every service toggle is off',
          })}
        </Empty>
      ) : (
        <Grid
          aria-label={intl.formatMessage({
            defaultMessage: 'Streaming services offering this title',
            id: 'WkPTOR',
            description: 'Where to Watch: accessible name of the list of service cards',
          })}
        >
          {shown.map((provider) => (
            <ProviderCard
              key={provider.name}
              provider={provider}
              logoUrl={logoUrl(provider.logoPath)}
              userCountry={userCountry}
            />
          ))}
        </Grid>
      )}
    </>
  );
}
