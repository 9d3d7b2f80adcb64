import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { onboardingCompleted, useAppDispatch, useRedirectTarget } from 'shared-core';

/**
 * Marks onboarding done and goes on to the address the steps carry in their `redirect` parameter
 * (the shared link the visitor opened, or Account when they came to edit a choice), else home.
 * Skipping counts as done too: otherwise the shell's gate,
 * finding nothing stored, would send the visitor straight back to /welcome.
 */
export function useFinishOnboarding(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { target } = useRedirectTarget();
  return useCallback(() => {
    dispatch(onboardingCompleted());
    navigate(target ?? '/');
  }, [dispatch, navigate, target]);
}
