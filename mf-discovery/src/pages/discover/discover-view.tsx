import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  DISCOVER_REGIONS,
  selectCountry,
  serviceName,
  useAppSelector,
  useWatchProviderListQuery,
} from 'shared-core';
import { Button, CountryFlag, media, PageTitle, RadioGroup, Stack, theme } from 'shared-ui';
import {
  ActiveFilterChips,
  type ActiveFilterChip,
} from '../../features/filters/components/active-filter-chips';
import { FilterBar } from '../../features/filters/components/filter-bar';
import { without, type Filters } from '../../features/filters/utils/filter-state';
import { CONTENT_TYPE_LABELS, GENRE_LABELS } from '../../features/filters/filter-labels';
import { SearchBox } from '../../features/search/components/search-box';
import { useSearchText } from '../../features/search/hooks/use-search-text';
import { useSearchTerm } from '../../lib/use-search-term';
import { DiscoverResults } from './discover-results';
import { DiscoverSections } from './discover-sections';
import { PlatformShortcuts } from '../../features/discover/components/platform-shortcuts';
import { RegionPicker } from '../../features/discover/components/region-picker';
import { useDiscoverFilters } from './use-discover-filters';

const Lead = styled.p`
  margin-top: ${theme.space.xs};
  color: ${theme.colors.textMuted};
`;

const SearchRow = styled(Stack)`
  max-width: 720px;

  /* The search box gives way so the Filters button stays inside a phone's screen. */
  & > :first-child {
    flex: 1 1 auto;
    min-width: 0;
  }

  & > :last-child {
    flex-shrink: 0;
  }
`;

const DesktopOnly = styled.div`
  margin-left: auto;

  ${media.mobile} {
    display: none;
  }
`;

type MediaToggle = 'movies' | 'tvshows';

const messages = defineMessages<{
  clear: { filter: string };
  clearRegion: { country: string };
}>({
  clear: {
    defaultMessage: 'Clear {filter}',
    id: 'XvfZJV',
    description:
      'Discover: accessible name of a chip of a filter in force ({filter}: a streaming service or a genre); a tap clears it',
  },
  clearRegion: {
    defaultMessage: 'Clear region {country}',
    id: 't5ii/D',
    description:
      'Discover: accessible name of the chip of the chosen country; a tap goes back to the user’s own',
  },
});

/** The chips of what narrows Discover beyond its visible toggles: services, genres, region. */
function useActiveChips(
  filters: Filters,
  applyFilters: (filters: Filters) => void,
  region: string,
  clearRegion: (() => void) | null,
): ActiveFilterChip[] {
  const intl = useIntl();
  const { data: providers = [] } = useWatchProviderListQuery();
  const platforms = filters.platforms.map((value) => {
    const name = serviceName(value, providers);
    return {
      id: `platform:${value}`,
      label: name,
      clearLabel: intl.formatMessage(messages.clear, { filter: name }),
      onClear: () => applyFilters({ ...filters, platforms: without(filters.platforms, value) }),
    };
  });
  const genres = filters.genres.map((genre) => {
    const label = intl.formatMessage(GENRE_LABELS[genre]);
    return {
      id: `genre:${genre}`,
      label,
      clearLabel: intl.formatMessage(messages.clear, { filter: label }),
      onClear: () => applyFilters({ ...filters, genres: without(filters.genres, genre) }),
    };
  });
  const name = intl.formatDisplayName(region, { type: 'region' }) ?? region;
  const regionChip = clearRegion && {
    id: 'region',
    label: <CountryFlag code={region} name={name} />,
    clearLabel: intl.formatMessage(messages.clearRegion, { country: name }),
    onClear: clearRegion,
  };
  return [...platforms, ...genres, ...(regionChip ? [regionChip] : [])];
}

/**
 * Discover: search, filters, Movie/TV, platform shortcuts (the region's services), region; what
 * narrows the page as chips that clear in one tap; then sections or results.
 */
export function DiscoverView() {
  const intl = useIntl();
  const country = useAppSelector(selectCountry);
  const [term, setTerm] = useSearchTerm();
  const [text, setText] = useSearchText(term);
  const [filters, applyFilters] = useDiscoverFilters();
  const [showFilters, setShowFilters] = useState(false);
  // The user's country (when the picker has it) unless another region was picked here.
  const homeRegion = (DISCOVER_REGIONS as readonly string[]).includes(country) ? country : 'US';
  const [pickedRegion, setPickedRegion] = useState<string | null>(null);
  const region = pickedRegion ?? homeRegion;
  const chips = useActiveChips(
    filters,
    applyFilters,
    region,
    region === homeRegion ? null : () => setPickedRegion(null),
  );
  const mediaToggle: MediaToggle | null =
    filters.contentType === 'Movies'
      ? 'movies'
      : filters.contentType === 'TV Shows'
        ? 'tvshows'
        : null;

  const chooseMedia = (value: MediaToggle) =>
    applyFilters({ ...filters, contentType: value === 'movies' ? 'Movies' : 'TV Shows' });
  const choosePlatform = (platform: string) =>
    applyFilters({
      ...filters,
      platforms:
        filters.platforms.length === 1 && filters.platforms[0] === platform ? [] : [platform],
    });

  return (
    <>
      <Stack as="header" gap="lg">
        <div>
          <PageTitle>
            {intl.formatMessage({
              defaultMessage: 'Discover',
              id: 'epBYdZ',
              description: 'Discover page: page heading',
            })}
          </PageTitle>
          <Lead>
            {intl.formatMessage({
              defaultMessage: 'Popular movies and TV shows, and where they stream in your region.',
              id: 'yB27Ar',
              description: 'Discover page: line under the heading',
            })}
          </Lead>
        </div>
        <SearchRow direction="row" align="center" gap="sm">
          <SearchBox value={text} onChange={setText} onSearch={setTerm} />
          <Button
            variant="secondary"
            icon={<SlidersHorizontal size={16} />}
            aria-expanded={showFilters}
            onClick={() => setShowFilters(!showFilters)}
          >
            {intl.formatMessage({
              defaultMessage: 'Filters',
              id: 'jLo3vc',
              description: 'Discover: button showing or hiding the filter bar',
            })}
          </Button>
        </SearchRow>
        <Stack direction="row" wrap align="center" gap="md">
          <RadioGroup
            label={intl.formatMessage({
              defaultMessage: 'Content type',
              id: 'zntaDJ',
              description: 'Discover: accessible name of the Movies / TV Shows switch',
            })}
            hideLabel
            options={[
              { value: 'movies' as const, label: intl.formatMessage(CONTENT_TYPE_LABELS.Movies) },
              {
                value: 'tvshows' as const,
                label: intl.formatMessage(CONTENT_TYPE_LABELS['TV Shows']),
              },
            ]}
            value={mediaToggle}
            onChange={chooseMedia}
          />
          <PlatformShortcuts
            region={region}
            selected={filters.platforms}
            onChoose={choosePlatform}
          />
          <DesktopOnly>
            <RegionPicker value={region} onChange={setPickedRegion} />
          </DesktopOnly>
        </Stack>
        <ActiveFilterChips chips={chips} />
        {showFilters && <FilterBar country={region} applied={filters} onApply={applyFilters} />}
      </Stack>
      <Stack gap="xxxl">
        {term ? (
          <DiscoverResults term={term} filters={filters} region={region} />
        ) : (
          <DiscoverSections filters={filters} region={region} onSearch={setTerm} />
        )}
      </Stack>
    </>
  );
}
