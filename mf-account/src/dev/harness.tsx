import { renderDevHarness } from 'dev-harness';
import AuthPage from '../pages/auth-page';
import AccountPage from '../pages/account-page';
import LibraryPage from '../pages/library-page';

void renderDevHarness('mf_account', [
  { path: '/auth', Page: AuthPage },
  { path: '/account', Page: AccountPage },
  { path: '/library', Page: LibraryPage },
]);
