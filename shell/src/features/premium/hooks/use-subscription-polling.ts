import { useEffect } from 'react';
import {
  selectUser,
  SUBSCRIPTION_POLL_MS,
  useAppSelector,
  useCheckSubscriptionMutation,
} from 'shared-core';

/** Checks the signed-in user's subscription at sign-in and every 5 minutes after. */
export function useSubscriptionPolling(): void {
  const [checkSubscription] = useCheckSubscriptionMutation();
  const userId = useAppSelector(selectUser)?.id;
  useEffect(() => {
    if (!userId) return;
    void checkSubscription();
    const timer = setInterval(() => void checkSubscription(), SUBSCRIPTION_POLL_MS);
    return () => clearInterval(timer);
  }, [checkSubscription, userId]);
}
