import { useIntl } from 'react-intl';
import { Main } from '../app/layout';
import { Page } from '../app/page';
import { DiscoverView } from './discover/discover-view';
import { withAppIntl } from '../app/app-intl';

function DiscoverPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage({
        defaultMessage: 'Discover',
        id: 'LbDOBZ',
        description: 'Discover page: document title',
      })}
    >
      <Main>
        <DiscoverView />
      </Main>
    </Page>
  );
}

export { loadDiscoverData as loadRouteData } from '../app/route-data';

export default withAppIntl(DiscoverPage);
