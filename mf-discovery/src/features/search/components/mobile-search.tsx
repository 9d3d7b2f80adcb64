import { useState } from 'react';
import { PageTitle, Stack } from 'shared-ui';
import { PopularSearches } from './popular-searches';
import { RecentSearches } from './recent-searches';
import { SearchBox } from './search-box';
import { useSearchOnHome } from '../hooks/use-search-on-home';

/** /search: the phone's full-screen search with suggestions, recent and popular searches. */
export function MobileSearch() {
  const [text, setText] = useState('');
  const search = useSearchOnHome();
  return (
    <>
      <Stack gap="lg">
        <PageTitle>Search</PageTitle>
        <SearchBox size="lg" value={text} onChange={setText} onSearch={search} />
      </Stack>
      <RecentSearches onSearch={search} />
      <PopularSearches title="Popular Searches" syncControl="refresh" onSearch={search} />
    </>
  );
}
