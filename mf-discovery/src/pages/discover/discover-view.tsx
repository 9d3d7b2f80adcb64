import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { DISCOVER_REGIONS, selectCountry, useAppSelector, type PlatformValue } from 'shared-core';
import { Button, media, PageTitle, RadioGroup, Stack } from 'shared-ui';
import { FilterBar } from '../../features/filters/components/filter-bar';
import { SearchBox } from '../../features/search/components/search-box';
import { useSearchText } from '../../features/search/hooks/use-search-text';
import { useSearchTerm } from '../../lib/use-search-term';
import { DiscoverResults } from './discover-results';
import { DiscoverSections } from './discover-sections';
import { PlatformShortcuts } from '../../features/discover/components/platform-shortcuts';
import { RegionPicker } from '../../features/discover/components/region-picker';
import { useDiscoverFilters } from './use-discover-filters';

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
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

const MEDIA_OPTIONS = [
  { value: 'movies', label: 'Movies' },
  { value: 'tvshows', label: 'TV Shows' },
] as const;

/** Discover: search, filters, Movie/TV, platform shortcuts, region; then sections or results. */
export function DiscoverView() {
  const country = useAppSelector(selectCountry);
  const [term, setTerm] = useSearchTerm();
  const [text, setText] = useSearchText(term);
  const [filters, applyFilters] = useDiscoverFilters();
  const [showFilters, setShowFilters] = useState(false);
  const [region, setRegion] = useState<string>(() =>
    (DISCOVER_REGIONS as readonly string[]).includes(country) ? country : 'US',
  );
  const mediaToggle: MediaToggle | null =
    filters.contentType === 'Movies'
      ? 'movies'
      : filters.contentType === 'TV Shows'
        ? 'tvshows'
        : null;

  const chooseMedia = (value: MediaToggle) =>
    applyFilters({ ...filters, contentType: value === 'movies' ? 'Movies' : 'TV Shows' });
  const choosePlatform = (platform: PlatformValue) =>
    applyFilters({
      ...filters,
      platforms:
        filters.platforms.length === 1 && filters.platforms[0] === platform ? [] : [platform],
    });

  return (
    <>
      <Stack as="header" gap="lg">
        <div>
          <PageTitle>Discover</PageTitle>
          <Lead>Popular movies and shows, and where they stream in your region.</Lead>
        </div>
        <SearchRow direction="row" align="center" gap="sm">
          <SearchBox value={text} onChange={setText} onSearch={setTerm} />
          <Button
            variant="secondary"
            icon={<SlidersHorizontal size={16} />}
            aria-expanded={showFilters}
            onClick={() => setShowFilters(!showFilters)}
          >
            Filters
          </Button>
        </SearchRow>
        <Stack direction="row" wrap align="center" gap="md">
          <RadioGroup
            label="Content type"
            hideLabel
            options={MEDIA_OPTIONS}
            value={mediaToggle}
            onChange={chooseMedia}
          />
          <PlatformShortcuts selected={filters.platforms} onChoose={choosePlatform} />
          <DesktopOnly>
            <RegionPicker value={region} onChange={setRegion} />
          </DesktopOnly>
        </Stack>
        {showFilters && <FilterBar applied={filters} onApply={applyFilters} />}
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
