import { Main } from '../app/layout';
import { Page } from '../app/page';
import { DiscoverView } from './discover/discover-view';
import { withAppIntl } from '../app/app-intl';

function DiscoverPage() {
  return (
    <Page title="Discover">
      <Main>
        <DiscoverView />
      </Main>
    </Page>
  );
}

export { loadDiscoverData as loadRouteData } from '../app/route-data';

export default withAppIntl(DiscoverPage);
