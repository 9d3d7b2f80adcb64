import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { onboardingCompleted, useAppDispatch } from 'shared-core';

/**
 * Marks onboarding done and goes home. Skipping counts as done too: otherwise the shell's gate,
 * finding nothing stored, would send the visitor straight back to /welcome.
 */
export function useFinishOnboarding(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    dispatch(onboardingCompleted());
    navigate('/');
  }, [dispatch, navigate]);
}
