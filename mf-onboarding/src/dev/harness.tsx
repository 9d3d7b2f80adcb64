import { renderDevHarness } from 'dev-harness';
import WelcomePage from '../pages/welcome-page';
import ServicesPage from '../pages/services-page';
import LocationPage from '../pages/location-page';

void renderDevHarness('mf_onboarding', [
  { path: '/welcome', Page: WelcomePage },
  { path: '/onboarding/services', Page: ServicesPage },
  { path: '/onboarding/location', Page: LocationPage },
]);
