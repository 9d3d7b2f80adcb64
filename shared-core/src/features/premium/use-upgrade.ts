import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { withRedirect } from '../navigation/redirect-path';
import { selectIsSignedIn } from '../session/session-slice';
import { toastMessages } from '../toasts/toast-messages';
import { toastShown } from '../toasts/toasts-slice';

/**
 * Every "Upgrade" in the app: signed-in users go to the plans (/plans), which return them to the
 * page they were on; visitors are told to log in first.
 */
export function useUpgrade(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signedIn = useAppSelector(selectIsSignedIn);
  return useCallback(() => {
    if (signedIn) navigate(withRedirect('/plans', `${pathname}${search}`));
    else dispatch(toastShown(toastMessages.loginRequired()));
  }, [dispatch, navigate, pathname, search, signedIn]);
}
