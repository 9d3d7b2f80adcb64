import type { RemoteName } from '../lib/remote-names';

/** Every route whose page a remote owns: the shell's half of the contract with the remotes. */
export interface RemotePageRoute {
  path: string;
  remote: RemoteName;
  expose: string;
}

export const REMOTE_PAGES: readonly RemotePageRoute[] = [
  { path: '/', remote: 'mf_discovery', expose: 'HomePage' },
  { path: '/discover', remote: 'mf_discovery', expose: 'DiscoverPage' },
  { path: '/search', remote: 'mf_discovery', expose: 'SearchPage' },
  { path: '/movie/:id', remote: 'mf_detail', expose: 'DetailPage' },
  { path: '/movie', remote: 'mf_detail', expose: 'DetailPage' },
  { path: '/auth', remote: 'mf_account', expose: 'AuthPage' },
  { path: '/account', remote: 'mf_account', expose: 'AccountPage' },
  { path: '/library', remote: 'mf_account', expose: 'LibraryPage' },
  { path: '/library/import', remote: 'mf_account', expose: 'LibraryImportPage' },
  { path: '/planner', remote: 'mf_account', expose: 'PlannerPage' },
  { path: '/notifications', remote: 'mf_account', expose: 'NotificationsPage' },
  { path: '/plans', remote: 'mf_account', expose: 'PlansPage' },
  { path: '/plans/checkout', remote: 'mf_account', expose: 'CheckoutPage' },
  { path: '/unsubscribe', remote: 'mf_account', expose: 'UnsubscribePage' },
  { path: '/welcome', remote: 'mf_onboarding', expose: 'WelcomePage' },
  { path: '/onboarding/services', remote: 'mf_onboarding', expose: 'ServicesPage' },
  { path: '/onboarding/location', remote: 'mf_onboarding', expose: 'LocationPage' },
];
