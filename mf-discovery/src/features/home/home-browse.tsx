import { Clock, Flame } from 'lucide-react';
import { useGetPopularQuery } from 'shared-core';
import { ContentSection } from '../content/content-section';
import { useContentItems } from '../content/use-content-items';
import { useListWithFallback } from '../content/use-list-with-fallback';
import { PopularSearches } from '../popular-searches/popular-searches';
import { RecentSearches } from '../search/recent-searches';
import { viewedHistory } from '../search/stored-lists';
import { useStoredList } from '../search/use-stored-list';

/** Home without a search: popular searches, the user's recent searches and views, popular titles. */
export function HomeBrowse({ onSearch }: { onSearch: (term: string) => void }) {
  const viewed = useStoredList(viewedHistory);
  const popular = useListWithFallback(useGetPopularQuery({ type: 'all' }), 'all');
  const popularItems = useContentItems(popular?.results);
  return (
    <>
      <PopularSearches title="Popular Searches" syncControl="update" onSearch={onSearch} />
      <RecentSearches onSearch={onSearch} />
      {viewed.length > 0 && (
        <ContentSection
          title="Recently Viewed"
          icon={<Clock size={20} aria-hidden />}
          items={viewed}
          priority
        />
      )}
      <ContentSection
        title="Popular Right Now"
        icon={<Flame size={20} aria-hidden />}
        items={popularItems}
        priority={viewed.length === 0}
      />
    </>
  );
}
