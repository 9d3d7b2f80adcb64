import { Check, Crown, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  plusCheckoutDeployed,
  selectDemoAvailable,
  selectDemoMode,
  selectIsSignedIn,
  selectProfile,
  selectSubscription,
  useAppSelector,
  useRedirectTarget,
  useSetDemoPremiumMutation,
  useSignInPath,
  withRedirect,
} from 'shared-core';
import { Button, ButtonLink, PageTitle, RadioGroup, SectionCard, Stack, theme } from 'shared-ui';
import styled from 'styled-components';
import { NarrowPage } from '../../../components/narrow-page';
import { externalCheckoutUrl, PLANS, type PlanId } from '../utils/plans';

const Lead = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.md};
`;

const Features = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: flex-start;
    gap: ${theme.space.sm};
  }

  svg {
    flex-shrink: 0;
    margin-top: 2px;
    color: ${theme.colors.plus};
  }
`;

const Option = styled.span`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${`${theme.space.xs} ${theme.space.md}`};
`;

const Price = styled.span`
  color: ${theme.colors.plus};
  font-size: ${theme.typography.fontSize.md};
`;

const Note = styled.span`
  flex-basis: 100%;
  color: ${theme.colors.textMuted};
  font-weight: ${theme.typography.fontWeight.regular};
`;

const Small = styled.p`
  color: ${theme.colors.textSubtle};
  font-size: ${theme.typography.fontSize.sm};
`;

const PLUS_FEATURES = [
  'Where every title streams in every country, on every service',
  'Your watchlist, on every device you sign in on',
  'Unlimited platform and genre filters on Discover',
  'Streaming popularity ranks for today, this week and this month',
];

const planOptions = PLANS.map((plan) => ({
  value: plan.id,
  label: (
    <Option>
      {plan.name}
      <Price>
        {plan.price} {plan.cadence}
      </Price>
      {plan.note && <Note>{plan.note}</Note>}
    </Option>
  ),
}));

/** Subscribe, or what stands in its place: sign in first, you have Plus, or no way to pay here. */
function SubscribeAction({ plan }: { plan: PlanId }) {
  const { target } = useRedirectTarget();
  const signInPath = useSignInPath();
  const signedIn = useAppSelector(selectIsSignedIn);
  const subscription = useAppSelector(selectSubscription);
  const profile = useAppSelector(selectProfile);
  const checkout = plusCheckoutDeployed();

  if (signedIn && (subscription?.subscribed || profile?.is_premium)) {
    return (
      <Stack direction="row" wrap align="center" gap="md">
        <p>You already have Plus.</p>
        <ButtonLink to="/account" variant="secondary">
          Your account
        </ButtonLink>
      </Stack>
    );
  }
  if (!checkout) {
    return <Small>Plus can&apos;t be bought here yet: this deployment takes no payments.</Small>;
  }
  if (!signedIn) {
    return (
      <ButtonLink to={signInPath} variant="plus" size="lg">
        Sign in to subscribe
      </ButtonLink>
    );
  }
  const to =
    checkout.kind === 'local'
      ? withRedirect(`/plans/checkout?plan=${plan}`, target)
      : externalCheckoutUrl(checkout.url, plan);
  return (
    <ButtonLink to={to} variant="plus" size="lg">
      Subscribe
    </ButtonLink>
  );
}

/** Demo mode's switch, where the deployment offers it: every premium feature, no plan. */
function DemoOffer() {
  const navigate = useNavigate();
  const { target } = useRedirectTarget();
  const [setDemoPremium] = useSetDemoPremiumMutation();
  const available = useAppSelector(selectDemoAvailable);
  const on = useAppSelector(selectDemoMode);
  if (!available || on) return null;
  const tryDemo = async () => {
    await setDemoPremium({ enabled: true });
    navigate(target ?? '/');
  };
  return (
    <SectionCard
      title="Just trying WatchWhere out?"
      icon={<Sparkles size={18} aria-hidden />}
      description="Demo mode turns every premium feature on in this browser, without a plan."
      aside={
        <Button variant="secondary" onClick={() => void tryDemo()}>
          Try Plus in demo mode
        </Button>
      }
    />
  );
}

/** /plans: what Plus brings, its two prices and the way to subscribe this deployment offers. */
export function PlansScreen() {
  const [plan, setPlan] = useState<PlanId>('monthly');
  return (
    <NarrowPage as="section" gap="xl" aria-labelledby="plans-title">
      <Stack gap="sm">
        <PageTitle id="plans-title" icon={<Crown size={28} aria-hidden />}>
          WatchWhere Plus
        </PageTitle>
        <Lead>Get unlimited access to all streaming platforms and countries</Lead>
      </Stack>
      <SectionCard title="What you get" tone="plus" icon={<Crown size={18} aria-hidden />}>
        <Features>
          {PLUS_FEATURES.map((feature) => (
            <li key={feature}>
              <Check size={16} aria-hidden />
              {feature}
            </li>
          ))}
        </Features>
      </SectionCard>
      <Stack gap="lg">
        <RadioGroup<PlanId>
          label="Choose how to pay"
          appearance="list"
          options={planOptions}
          value={plan}
          onChange={setPlan}
        />
        <SubscribeAction plan={plan} />
        <Small>Cancel anytime • No hidden fees</Small>
      </Stack>
      <DemoOffer />
    </NarrowPage>
  );
}
