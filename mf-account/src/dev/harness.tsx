import { renderDevHarness } from 'dev-harness';
import AuthPage from '../pages/auth-page';
import AccountPage from '../pages/account-page';
import LibraryPage from '../pages/library-page';
import LibraryImportPage from '../pages/library-import-page';
import NotificationsPage from '../pages/notifications-page';
import PlannerPage from '../pages/planner-page';
import PlansPage from '../pages/plans-page';
import CheckoutPage from '../pages/checkout-page';
import UnsubscribePage from '../pages/unsubscribe-page';

void renderDevHarness('mf_account', [
  { path: '/auth', Page: AuthPage },
  { path: '/account', Page: AccountPage },
  { path: '/library', Page: LibraryPage },
  { path: '/library/import', Page: LibraryImportPage },
  { path: '/notifications', Page: NotificationsPage },
  { path: '/planner', Page: PlannerPage },
  { path: '/plans', Page: PlansPage },
  { path: '/plans/checkout', Page: CheckoutPage },
  { path: '/unsubscribe', Page: UnsubscribePage },
]);
