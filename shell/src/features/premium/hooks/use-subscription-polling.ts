import { useEffect } from 'react';
import {
  checkSubscription,
  selectUser,
  SUBSCRIPTION_POLL_MS,
  useAppDispatch,
  useAppSelector,
} from 'shared-core';

/** Checks the signed-in user's subscription at sign-in and every 5 minutes after. */
export function useSubscriptionPolling(): void {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUser)?.id;
  useEffect(() => {
    if (!userId) return;
    void dispatch(checkSubscription());
    const timer = setInterval(() => void dispatch(checkSubscription()), SUBSCRIPTION_POLL_MS);
    return () => clearInterval(timer);
  }, [dispatch, userId]);
}
