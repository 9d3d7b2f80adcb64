import { Info, RefreshCw } from 'lucide-react';
import { defineMessages, useIntl, type MessageTag, type NoMessageValues } from 'react-intl';
import {
  countryInfo,
  countryName,
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

const messages = defineMessages<{
  heading: NoMessageValues;
  allCountries: NoMessageValues;
  showing: { country: string };
  upgrade: NoMessageValues;
  failed: NoMessageValues;
  tryAgain: NoMessageValues;
  none: { title: string };
  credit: { link: MessageTag };
  sample: NoMessageValues;
}>({
  heading: {
    defaultMessage: 'Where to Watch',
    id: 'lSGFtT',
    description: 'Title page: heading of the section listing the services that offer the title',
  },
  allCountries: {
    defaultMessage: 'All countries',
    id: '9jcIk0',
    description: 'Where to Watch: badge beside the heading for paying users, who see every country',
  },
  showing: {
    defaultMessage: 'Showing {country}',
    id: 'VgESzP',
    description:
      "Where to Watch: beside the heading for free users, who see only their own country. {country}: the user's country",
  },
  upgrade: {
    defaultMessage: 'Upgrade to premium to see all streaming options and countries',
    id: 'czHHMc',
    description: 'Where to Watch: prompt to free users to buy the paid plan',
  },
  failed: {
    defaultMessage: 'Streaming availability could not be loaded.',
    id: 'sY1JTq',
    description:
      'Where to Watch: shown when the list of services offering the title failed to load',
  },
  tryAgain: {
    defaultMessage: 'Try again',
    id: '/Qjak9',
    description: 'Where to Watch: button that loads the list of services again after a failure',
  },
  none: {
    defaultMessage: 'No streaming information available for {title}',
    id: 'x96QRK',
    description:
      'Where to Watch: shown when no service offers the title. {title}: the movie or show',
  },
  credit: {
    defaultMessage: 'Streaming data provided by <link>JustWatch</link>',
    id: 'vqy7sE',
    description:
      'Where to Watch: footnote crediting the source of the streaming data; <link> links to JustWatch (a brand, keep as is)',
  },
  sample: {
    defaultMessage:
      "Sample data: the catalog is offline, so where this title streams is illustrative, not JustWatch's.",
    id: 'VyZ4kX',
    description:
      'Where to Watch: footnote when the site runs on generated sample data instead of the real catalog (JustWatch is a brand)',
  },
});

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

/** The flag before "Showing {country}", a space's width from it. */
const Flag = styled.span`
  margin-inline-end: 0.25em;
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

const HEADING_ID = 'where-heading';

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
  const intl = useIntl();
  const state = useWhereToWatch(title);
  const isPremium = useAppSelector(selectIsPremium);
  const country = useAppSelector(selectCountry);
  const isSample = useAppSelector(selectCatalogIsSample);
  const { imageBaseUrl = '' } = useImageBaseUrl();
  const logoUrl = (path: string | null) => (path ? imageUrl(path, 'logo', imageBaseUrl) : null);
  const home = countryInfo(country);
  const justWatchLink =
    state.status === 'ready' && state.justWatchLink
      ? state.justWatchLink
      : 'https://www.justwatch.com';

  return (
    <Panel
      as="section"
      gap="lg"
      aria-labelledby={HEADING_ID}
      aria-busy={state.status === 'loading'}
    >
      <Stack direction="row" wrap align="baseline" justify="space-between" gap="sm">
        <Heading id={HEADING_ID}>{intl.formatMessage(messages.heading)}</Heading>
        {isPremium ? (
          <Badge tone="plus">{intl.formatMessage(messages.allCountries)}</Badge>
        ) : (
          <Scope>
            <Flag aria-hidden>{home.flag}</Flag>
            {intl.formatMessage(messages.showing, { country: countryName(intl, country) })}
          </Scope>
        )}
      </Stack>
      {!isPremium && <UpgradeNote>{intl.formatMessage(messages.upgrade)}</UpgradeNote>}
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && (
        <Empty>
          {intl.formatMessage(messages.failed)}
          <Button
            size="sm"
            variant="ghost"
            icon={<RefreshCw size={14} aria-hidden />}
            onClick={state.retry}
          >
            {intl.formatMessage(messages.tryAgain)}
          </Button>
        </Empty>
      )}
      {state.status === 'ready' &&
        (state.providers.length === 0 ? (
          <Empty>{intl.formatMessage(messages.none, { title: titleName })}</Empty>
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
            {intl.formatMessage(messages.credit, {
              link: (chunks) => (
                <a href={justWatchLink} target="_blank" rel="noreferrer">
                  {chunks}
                </a>
              ),
            })}
          </p>
        )}
        {isSample === true && (
          <p>
            <Info size={13} aria-hidden />
            {intl.formatMessage(messages.sample)}
          </p>
        )}
      </Footnotes>
    </Panel>
  );
}
