import { Film, Flame, Tv } from 'lucide-react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useGetTrendingQuery } from '../../features/discover/api/get-trending';
import { ContentSection } from '../../components/content-section';
import { useContentItems } from '../../lib/use-content-items';
import { useListWithFallback } from '../../lib/use-list-with-fallback';
import type { Filters } from '../../features/filters/utils/filter-state';
import { useEmptyReasons } from '../../features/filters/hooks/use-empty-reason';
import { useFilteredItems } from '../../features/filters/hooks/use-filtered-items';
import { PopularSearches } from '../../features/search/components/popular-searches';
import { LazyServiceChangeRows } from '../../features/service-changes/components/lazy-service-change-rows';
import { usePopularSection } from './use-popular-section';

export interface DiscoverSectionsProps {
  filters: Filters;
  region: string;
  onSearch: (term: string) => void;
}

/**
 * Discover without a search: Top Searched, Popular Movies, Popular TV Shows, Trending Movies, then
 * New on your services and Leaving soon in the chosen region.
 */
export function DiscoverSections({ filters, region, onSearch }: DiscoverSectionsProps) {
  const intl = useIntl();
  const showMovies = filters.contentType !== 'TV Shows';
  const showShows = filters.contentType !== 'Movies';
  // Sections are already split by type: only platforms and genres narrow them.
  const sectionFilters = useMemo(() => ({ ...filters, contentType: null }), [filters]);
  const popularMovies = usePopularSection('movie', sectionFilters, region);
  const popularShows = usePopularSection('tv', sectionFilters, region);
  const trending = useListWithFallback(useGetTrendingQuery(), 'movie');
  const trendingItems = useContentItems(trending?.results);
  const trendingMovies = useMemo(
    () => trendingItems?.filter((item) => item.media_type === 'movie'),
    [trendingItems],
  );
  const availableTrending = useFilteredItems(trendingMovies, sectionFilters, region);
  // An empty section says why: a service missing from the region, or what the filters leave out.
  const emptyMessage = useEmptyReasons(sectionFilters, region).section;

  return (
    <>
      <PopularSearches
        title={intl.formatMessage({
          defaultMessage: 'Top Searched',
          id: '9omtsW',
          description: 'Discover: heading of the titles people search most',
        })}
        syncControl="refresh"
        onSearch={onSearch}
      />
      {showMovies && (
        <ContentSection
          title={intl.formatMessage({
            defaultMessage: 'Popular Movies',
            id: 'LtsUbc',
            description: 'Discover: heading of the row of the most popular films',
          })}
          icon={<Film size={20} aria-hidden />}
          items={popularMovies}
          priority
          emptyMessage={emptyMessage}
        />
      )}
      {showShows && (
        <ContentSection
          title={intl.formatMessage({
            defaultMessage: 'Popular TV Shows',
            id: 'KWPSnc',
            description: 'Discover: heading of the row of the most popular TV series',
          })}
          icon={<Tv size={20} aria-hidden />}
          items={popularShows}
          priority={!showMovies}
          emptyMessage={emptyMessage}
        />
      )}
      {showMovies && (
        <ContentSection
          title={intl.formatMessage({
            defaultMessage: 'Trending Movies',
            id: 'l0xTWf',
            description: 'Discover: heading of the row of the films trending this week',
          })}
          icon={<Flame size={20} aria-hidden />}
          items={availableTrending.failed ? trendingMovies : availableTrending.items}
          emptyMessage={emptyMessage}
        />
      )}
      <LazyServiceChangeRows country={region} />
    </>
  );
}
