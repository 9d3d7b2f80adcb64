import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsPremium } from '../premium/select-is-premium';
import { useUpgrade } from '../premium/use-upgrade';
import { toastMessages } from '../toasts/toast-messages';
import { toastShown } from '../toasts/toasts-slice';
import { selectWatchlistViewOpen, watchlistViewToggled } from './watchlist-view-slice';

/**
 * The Watchlist / Browse toggle: premium users switch home between the watchlist and browsing;
 * others are told the watchlist is a premium feature, with an Upgrade action.
 */
export function useWatchlistToggle(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const premium = useAppSelector(selectIsPremium);
  const open = useAppSelector(selectWatchlistViewOpen);
  const upgrade = useUpgrade();
  return useCallback(() => {
    if (!premium && !open) {
      dispatch(toastShown(toastMessages.watchlistIsPremium(upgrade)));
      return;
    }
    dispatch(watchlistViewToggled());
    navigate('/');
  }, [dispatch, navigate, open, premium, upgrade]);
}
