import { Outlet, useLocation } from 'react-router';
import styled, { createGlobalStyle } from 'styled-components';
import { useDocumentTitle } from '../lib/use-document-title';
import { useIsMobile } from '../lib/use-is-mobile';
import { OnboardingGate } from '../features/onboarding-gate/components/onboarding-gate';
import { OnboardingInvitation } from '../features/onboarding-gate/components/onboarding-invitation';
import { SubscriptionPolling } from '../features/premium/components/subscription-polling';
import { BrowserAlerts } from '../features/notifications/components/browser-alerts';
import { useScrollRestoration } from '../features/navigation/hooks/use-scroll-restoration';
import { Footer } from '../features/layout/components/footer';
import { PhoneHomeEnd } from '../features/layout/components/phone-home-end';
import { Header } from '../features/layout/components/header';
import {
  BOTTOM_BAR_HEIGHT,
  MobileBottomBar,
} from '../features/layout/components/mobile-bottom-bar';
import { CornerBell } from '../features/layout/components/corner-bell';
import { MobileTopBar } from '../features/layout/components/mobile-top-bar';

const Page = styled.div<{ $bottomBar: boolean }>`
  padding-bottom: ${({ $bottomBar }) => ($bottomBar ? BOTTOM_BAR_HEIGHT : '0')};
`;

/** Keyboard focus and in-page scrolling stop above the fixed bottom bar, never under it. */
const ClearOfBottomBar = createGlobalStyle`
  html {
    scroll-padding-bottom: ${BOTTOM_BAR_HEIGHT};
  }
`;

// A screen high, so the footer stays below the fold while a page loads instead of showing and
// then jumping down when the content arrives (a layout shift).
const Main = styled.main`
  min-height: 100vh;
`;

export function Layout() {
  useDocumentTitle();
  useScrollRestoration();
  const mobile = useIsMobile();
  const { pathname } = useLocation();
  // On phones the home screen shows neither header nor footer (only the sample notice, offline).
  const chromeHidden = mobile && pathname === '/';
  return (
    <Page $bottomBar={mobile}>
      <SubscriptionPolling />
      <BrowserAlerts />
      {chromeHidden ? <CornerBell /> : mobile ? <MobileTopBar /> : <Header />}
      <Main id="main">
        <OnboardingGate>
          <OnboardingInvitation />
          <Outlet />
        </OnboardingGate>
      </Main>
      {/* The phone home screen has no footer, yet shows sample availability and has languages. */}
      {chromeHidden ? <PhoneHomeEnd /> : <Footer />}
      {mobile && <ClearOfBottomBar />}
      {mobile && <MobileBottomBar />}
    </Page>
  );
}
