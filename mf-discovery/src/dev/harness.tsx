import { renderDevHarness } from 'dev-harness';
import HomePage from '../pages/home-page';
import DiscoverPage from '../pages/discover-page';
import SearchPage from '../pages/search-page';

void renderDevHarness('mf_discovery', [
  { path: '/', Page: HomePage },
  { path: '/discover', Page: DiscoverPage },
  { path: '/search', Page: SearchPage },
]);
