import { CreditCard } from 'lucide-react';
import { useEffect } from 'react';
import {
  selectDemoMode,
  selectIsSignedIn,
  selectProfile,
  selectSubscription,
  useAppSelector,
  useCheckSubscriptionMutation,
  withRedirect,
} from 'shared-core';
import { Badge, ButtonLink, SectionCard, Stack } from 'shared-ui';
import { FactList } from '../../../components/fact-list';
import { Muted } from './panel-layout';

let endFormat: Intl.DateTimeFormat | undefined;

/** "4 December 2026": the plan's end as people read it. */
function formatEnd(end: string): string {
  endFormat ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return endFormat.format(new Date(end));
}

/** What the subscription check says of the signed-in user's plan; null while it has not answered. */
function usePlan() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const subscription = useAppSelector(selectSubscription);
  const profile = useAppSelector(selectProfile);
  const [checkSubscription, { isLoading }] = useCheckSubscriptionMutation();
  // Asked afresh whenever the card opens, so a grant made elsewhere shows at once.
  useEffect(() => {
    if (signedIn) void checkSubscription();
  }, [checkSubscription, signedIn]);
  if (signedIn && !subscription && isLoading) return null;
  if (subscription?.subscribed) {
    return {
      plus: true,
      tier: subscription.subscription_tier ?? 'Plus',
      end: subscription.subscription_end,
    };
  }
  return { plus: profile?.is_premium === true, tier: 'Plus', end: null };
}

/**
 * Billing & Subscription: the plan from `check-subscription` (Plus: plan, status and the date the
 * current period ends; free: "Free plan" and the way to the plans).
 */
export function BillingCard() {
  const plan = usePlan();
  const demoMode = useAppSelector(selectDemoMode);
  return (
    <SectionCard
      title="Billing & Subscription"
      icon={<CreditCard size={18} aria-hidden />}
      tone={plan?.plus ? 'plus' : 'neutral'}
      action={
        plan && !plan.plus ? (
          <ButtonLink to={withRedirect('/plans', '/account')} variant="secondary" size="sm">
            See plans
          </ButtonLink>
        ) : undefined
      }
    >
      {!plan ? (
        <Muted role="status">Checking your plan...</Muted>
      ) : plan.plus ? (
        <FactList>
          <dt>Plan</dt>
          <dd>{plan.tier}</dd>
          <dt>Status</dt>
          <dd>
            <Badge tone="success">Active</Badge>
          </dd>
          {plan.end && (
            <>
              <dt>Current period ends</dt>
              <dd>
                <time dateTime={plan.end}>{formatEnd(plan.end)}</time>
              </dd>
            </>
          )}
        </FactList>
      ) : (
        <Stack gap="xs">
          <p>Free plan</p>
          <Muted>
            {demoMode
              ? 'Premium demo mode is on: premium features are unlocked in this browser, and nothing is billed.'
              : 'Nothing is billed to this account.'}
          </Muted>
        </Stack>
      )}
    </SectionCard>
  );
}
