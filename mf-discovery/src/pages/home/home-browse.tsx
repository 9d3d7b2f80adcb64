import { Clock, Flame } from 'lucide-react';
import { useIntl } from 'react-intl';
import { selectCountry, useAppSelector, useGetPopularQuery } from 'shared-core';
import { ContentSection } from '../../components/content-section';
import { useContentItems } from '../../lib/use-content-items';
import { useListWithFallback } from '../../lib/use-list-with-fallback';
import { PopularSearches } from '../../features/search/components/popular-searches';
import { RecentSearches } from '../../features/search/components/recent-searches';
import { LazyServiceChangeRows } from '../../features/service-changes/components/lazy-service-change-rows';
import { viewedHistory } from '../../lib/stored-lists';
import { useStoredList } from '../../lib/use-stored-list';

/**
 * Home without a search: popular searches, the user's recent searches and views, popular titles,
 * then what is new on and leaving the user's services in their country.
 */
export function HomeBrowse({ onSearch }: { onSearch: (term: string) => void }) {
  const intl = useIntl();
  const viewed = useStoredList(viewedHistory);
  const country = useAppSelector(selectCountry);
  const popular = useListWithFallback(useGetPopularQuery({ type: 'all' }), 'all');
  const popularItems = useContentItems(popular?.results);
  return (
    <>
      <PopularSearches
        title={intl.formatMessage({
          defaultMessage: 'Popular Searches',
          id: 'FF7Ysj',
          description: 'Home: heading of the titles people search most',
        })}
        syncControl="update"
        onSearch={onSearch}
      />
      <RecentSearches onSearch={onSearch} />
      {viewed.length > 0 && (
        <ContentSection
          title={intl.formatMessage({
            defaultMessage: 'Recently Viewed',
            id: 'cnaVaI',
            description: 'Home: heading of the row of titles the user opened last',
          })}
          icon={<Clock size={20} aria-hidden />}
          items={viewed}
          priority
        />
      )}
      <ContentSection
        title={intl.formatMessage({
          defaultMessage: 'Popular Right Now',
          id: '6UCR5e',
          description: 'Home: heading of the row of the most popular titles',
        })}
        icon={<Flame size={20} aria-hidden />}
        items={popularItems}
        priority={viewed.length === 0}
      />
      <LazyServiceChangeRows country={country} />
    </>
  );
}
