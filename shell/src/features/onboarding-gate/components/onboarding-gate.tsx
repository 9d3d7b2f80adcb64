import { useContext, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import {
  onboardingCompleted,
  RenderedPageContext,
  selectProfile,
  selectSessionStatus,
  useAppDispatch,
  useAppSelector,
} from 'shared-core';
import { LoadingScreen } from '../../../components/loading-screen';
import { decideGate, WELCOME_FROM_HOME } from '../utils/onboarding-decision';

/**
 * Sends newcomers on home to /welcome; marks onboarding done for anyone who already made a choice.
 * On the server, which knows only the onboarded cookie, a home without it may be a newcomer's:
 * the page server answers with the redirect, and the browser sends on home whoever has choices
 * stored after all (cookies cleared or expired; storage from before the cookie).
 */
export function OnboardingGate({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const reportToServer = useContext(RenderedPageContext);
  const preferences = useAppSelector((state) => state.preferences);
  const sessionStatus = useAppSelector(selectSessionStatus);
  const profile = useAppSelector(selectProfile);
  const madeAChoice =
    preferences.selectedCountry !== null || preferences.selectedServices.length > 0;

  useEffect(() => {
    if (madeAChoice && !preferences.onboardingCompleted) dispatch(onboardingCompleted());
  }, [dispatch, madeAChoice, preferences.onboardingCompleted]);

  const decision = decideGate({
    pathname,
    search,
    preferences,
    sessionStatus,
    profileLoaded: profile !== null,
  });
  if (reportToServer && decision !== 'render') {
    reportToServer({ redirect: decision === 'home' ? '/' : WELCOME_FROM_HOME });
    return null;
  }
  if (decision === 'wait') return <LoadingScreen />;
  if (decision === 'welcome') return <Navigate to="/welcome" replace />;
  if (decision === 'home') return <Navigate to="/" replace />;
  return children;
}
