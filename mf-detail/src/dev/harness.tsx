import { renderDevHarness } from 'dev-harness';
import DetailPage from '../pages/detail-page';

void renderDevHarness('mf_detail', [{ path: '/movie/:id', Page: DetailPage }]);
