import { CreditCard } from 'lucide-react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  return (
    <SectionCard
      title={intl.formatMessage({
        defaultMessage: 'Billing & Subscription',
        id: 'DpoPlv',
        description: 'Account > Settings > Billing card: heading',
      })}
      icon={<CreditCard size={18} aria-hidden />}
      tone={plan?.plus ? 'plus' : 'neutral'}
      action={
        plan && !plan.plus ? (
          <ButtonLink to={withRedirect('/plans', '/account')} variant="secondary" size="sm">
            {intl.formatMessage({
              defaultMessage: 'See plans',
              id: 'qvjcUh',
              description:
                'Account > Settings > Billing card: button to the page listing the paid plans',
            })}
          </ButtonLink>
        ) : undefined
      }
    >
      {!plan ? (
        <Muted role="status">
          {intl.formatMessage({
            defaultMessage: 'Checking your plan…',
            id: 'NfkOlq',
            description:
              'Account > Settings > Billing card: shown while the subscription is checked',
          })}
        </Muted>
      ) : plan.plus ? (
        <FactList>
          <dt>
            {intl.formatMessage({
              defaultMessage: 'Plan',
              id: 'l+cule',
              description: 'Account > Settings > Billing card: label of the plan name (e.g. Plus)',
            })}
          </dt>
          <dd>{plan.tier}</dd>
          <dt>
            {intl.formatMessage({
              defaultMessage: 'Status',
              id: '3Pz0eV',
              description: 'Account > Settings > Billing card: label of the subscription status',
            })}
          </dt>
          <dd>
            <Badge tone="success">
              {intl.formatMessage({
                defaultMessage: 'Active',
                id: '53vjGj',
                description:
                  'Account > Settings > Billing card: subscription status: the subscription is active',
              })}
            </Badge>
          </dd>
          {plan.end && (
            <>
              <dt>
                {intl.formatMessage({
                  defaultMessage: 'Current period ends',
                  id: 'QOvzWf',
                  description:
                    'Account > Settings > Billing card: label of the date the current billing period ends',
                })}
              </dt>
              <dd>
                <time dateTime={plan.end}>
                  {intl.formatDate(plan.end, { day: 'numeric', month: 'long', year: 'numeric' })}
                </time>
              </dd>
            </>
          )}
        </FactList>
      ) : (
        <Stack gap="xs">
          <p>
            {intl.formatMessage({
              defaultMessage: 'Free plan',
              id: 'QVeGo5',
              description: 'Account > Settings > Billing card: the user has no paid plan',
            })}
          </p>
          <Muted>
            {demoMode
              ? intl.formatMessage({
                  defaultMessage:
                    'Plus demo mode is on: Plus features are unlocked in this browser, and nothing is billed.',
                  id: 'Kts0In',
                  description:
                    'Account > Settings > Billing card: free plan while the demo mode (a test switch) unlocks premium features',
                })
              : intl.formatMessage({
                  defaultMessage: 'Nothing is billed to this account.',
                  id: 'wNPF8L',
                  description: 'Account > Settings > Billing card: free plan note',
                })}
          </Muted>
        </Stack>
      )}
    </SectionCard>
  );
}
