import { Info, RefreshCw } from 'lucide-react';
import {
  countryInfo,
  imageUrl,
  selectCatalogIsSample,
  selectCountry,
  selectIsPremium,
  useAppSelector,
  useImageBaseUrl,
  type ContentKey,
} from 'shared-core';
import { Badge, Button, Skeleton, Stack, theme } from 'shared-ui';
import styled from 'styled-components';
import { useWhereToWatch } from '../hooks/use-where-to-watch';
import { Empty, ProviderList } from './provider-list';
import { UpgradeNote } from './upgrade-note';
import { WatchElsewhere } from './watch-elsewhere';

const Panel = styled(Stack)`
  /* Room for the cards before they arrive, so nothing below jumps (CLS). */
  min-height: 360px;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${theme.typography.fontSize.xxl};
`;

const Scope = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};
`;

const Placeholders = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${theme.space.lg};
`;

const Footnotes = styled(Stack)`
  color: ${theme.colors.textSubtle};
  font-size: ${theme.typography.fontSize.xs};
  p {
    display: flex;
    align-items: center;
    gap: ${theme.space.xs};
    margin: 0;
  }
  a {
    color: ${theme.colors.textMuted};
  }
`;

function Loading() {
  return (
    <Placeholders aria-hidden>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height="188px" radius="lg" />
      ))}
    </Placeholders>
  );
}

/** Where the title can be watched, per service and country. */
export function WhereToWatch({ title, titleName }: { title: ContentKey; titleName: string }) {
  const state = useWhereToWatch(title);
  const isPremium = useAppSelector(selectIsPremium);
  const country = useAppSelector(selectCountry);
  const isSample = useAppSelector(selectCatalogIsSample);
  const { imageBaseUrl = '' } = useImageBaseUrl();
  const logoUrl = (path: string | null) => (path ? imageUrl(path, 'logo', imageBaseUrl) : null);
  const home = countryInfo(country);

  return (
    <Panel
      as="section"
      gap="lg"
      aria-labelledby="where-heading"
      aria-busy={state.status === 'loading'}
    >
      <Stack direction="row" wrap align="baseline" justify="space-between" gap="sm">
        <Heading id="where-heading">Where to Watch</Heading>
        {isPremium ? (
          <Badge tone="plus">All countries</Badge>
        ) : (
          <Scope>
            <span aria-hidden>{home.flag}</span> Showing {home.name}
          </Scope>
        )}
      </Stack>
      {!isPremium && (
        <UpgradeNote>Upgrade to premium to see all streaming options and countries</UpgradeNote>
      )}
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && (
        <Empty>
          Streaming availability could not be loaded.
          <Button
            size="sm"
            variant="ghost"
            icon={<RefreshCw size={14} aria-hidden />}
            onClick={state.retry}
          >
            Try again
          </Button>
        </Empty>
      )}
      {state.status === 'ready' &&
        (state.providers.length === 0 ? (
          <Empty>No streaming information available for {titleName}</Empty>
        ) : (
          <ProviderList providers={state.providers} userCountry={country} logoUrl={logoUrl} />
        ))}
      {state.status === 'ready' && (
        <WatchElsewhere offers={state.elsewhere} userCountry={country} logoUrl={logoUrl} />
      )}
      {/* JustWatch is credited only when the availability is TMDB's (JustWatch's); offline it is
          sample data and says so; before the catalog has said which, neither is claimed. */}
      <Footnotes gap="xs">
        {isSample === false && (
          <p>
            Streaming data provided by{' '}
            <a
              href={
                state.status === 'ready' && state.justWatchLink
                  ? state.justWatchLink
                  : 'https://www.justwatch.com'
              }
              target="_blank"
              rel="noreferrer"
            >
              JustWatch
            </a>
          </p>
        )}
        {isSample === true && (
          <p>
            <Info size={13} aria-hidden />
            Sample data: the catalog is offline, so where this title streams is illustrative, not
            JustWatch&apos;s.
          </p>
        )}
      </Footnotes>
    </Panel>
  );
}
