import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import {
  onboardingCompleted,
  selectProfile,
  selectSessionStatus,
  useAppDispatch,
  useAppSelector,
  withRedirect,
} from 'shared-core';
import { LoadingScreen } from '../../../components/loading-screen';
import { decideGate } from '../utils/onboarding-decision';

/**
 * Sends newcomers to /welcome, keeping the address they asked for (a shared link) in its `redirect`
 * parameter so onboarding ends there; marks onboarding done for anyone who already made a choice.
 */
export function OnboardingGate({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
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
    preferences,
    sessionStatus,
    profileLoaded: profile !== null,
  });
  if (decision === 'wait') return <LoadingScreen />;
  if (decision === 'welcome')
    return <Navigate to={withRedirect('/welcome', `${pathname}${search}`)} replace />;
  return children;
}
