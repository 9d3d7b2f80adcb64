import { Main } from '../app/layout';
import { Page } from '../app/page';
import { DiscoverView } from './discover/discover-view';

export default function DiscoverPage() {
  return (
    <Page title="Discover">
      <Main>
        <DiscoverView />
      </Main>
    </Page>
  );
}

export { loadDiscoverData as loadRouteData } from '../app/route-data';
