import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PageTitle, Stack } from 'shared-ui';
import { PopularSearches } from './popular-searches';
import { RecentSearches } from './recent-searches';
import { SearchBox } from './search-box';
import { useSearchOnHome } from '../hooks/use-search-on-home';

/** /search: the phone's full-screen search with suggestions, recent and popular searches. */
export function MobileSearch() {
  const intl = useIntl();
  const [text, setText] = useState('');
  const search = useSearchOnHome();
  return (
    <>
      <Stack gap="lg">
        <PageTitle>
          {intl.formatMessage({
            defaultMessage: 'Search',
            id: 'kI3Ikh',
            description: 'Search page (phones): page heading',
          })}
        </PageTitle>
        <SearchBox size="lg" value={text} onChange={setText} onSearch={search} />
      </Stack>
      <RecentSearches onSearch={search} />
      <PopularSearches
        title={intl.formatMessage({
          defaultMessage: 'Popular Searches',
          id: 'l6b6zo',
          description: 'Search page (phones): heading of the titles people search most',
        })}
        syncControl="refresh"
        onSearch={search}
      />
    </>
  );
}
