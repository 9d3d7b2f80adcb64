import { useIntl } from 'react-intl';
import { Main } from '../app/layout';
import { Page } from '../app/page';
import { MobileSearch } from '../features/search/components/mobile-search';
import { withAppIntl } from '../app/app-intl';

function SearchPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage({
        defaultMessage: 'Search',
        id: 'r2I6OG',
        description: 'Search page (phones): document title',
      })}
    >
      <Main>
        <MobileSearch />
      </Main>
    </Page>
  );
}

export { loadSearchData as loadRouteData } from '../app/route-data';

export default withAppIntl(SearchPage);
