import { useEffect } from 'react';
import { SUBSCRIPTION_POLL_MS, useCheckSubscriptionMutation } from 'shared-core';

/**
 * Checks the signed-in user's subscription at once (at sign-in) and every 5 minutes after;
 * `SubscriptionPolling` mounts it once per signed-in user.
 */
export function useSubscriptionPolling(): void {
  const [checkSubscription] = useCheckSubscriptionMutation();
  useEffect(() => {
    void checkSubscription();
    const timer = setInterval(() => void checkSubscription(), SUBSCRIPTION_POLL_MS);
    return () => clearInterval(timer);
  }, [checkSubscription]);
}
