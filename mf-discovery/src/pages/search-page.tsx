import { Main } from '../app/layout';
import { Page } from '../app/page';
import { MobileSearch } from '../features/search/components/mobile-search';
import { withAppIntl } from '../app/app-intl';

function SearchPage() {
  return (
    <Page title="Search">
      <Main>
        <MobileSearch />
      </Main>
    </Page>
  );
}

export { loadSearchData as loadRouteData } from '../app/route-data';

export default withAppIntl(SearchPage);
