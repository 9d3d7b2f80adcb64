import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsSignedIn } from '../session/session-slice';
import { toastMessages } from '../toasts/toast-messages';
import { toastShown } from '../toasts/toasts-slice';

/**
 * Every "Upgrade" in the app: signed-in users go to their account to upgrade; visitors are told
 * to log in first.
 */
export function useUpgrade(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectIsSignedIn);
  return useCallback(() => {
    if (signedIn) navigate('/account');
    else dispatch(toastShown(toastMessages.loginRequired()));
  }, [dispatch, navigate, signedIn]);
}
