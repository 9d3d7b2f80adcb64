import { selectUser, useAppSelector } from 'shared-core';
import { useSubscriptionPolling } from '../hooks/use-subscription-polling';

function SubscriptionPoller() {
  useSubscriptionPolling();
  return null;
}

/** Subscription checks for a signed-in user; a guest's visit mounts none of their hooks. */
export function SubscriptionPolling() {
  const userId = useAppSelector(selectUser)?.id;
  return userId ? <SubscriptionPoller key={userId} /> : null;
}
