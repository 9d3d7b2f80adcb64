import { Check, Crown, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
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
import { usePlanWords } from '../utils/plan-words';

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

/** The plans as the radio group lists them: name, price and any note. */
function usePlanOptions() {
  const words = usePlanWords();
  return PLANS.map((plan) => {
    const { name, price, note } = words(plan);
    return {
      value: plan.id,
      label: (
        <Option>
          {name}
          <Price>{price}</Price>
          {note && <Note>{note}</Note>}
        </Option>
      ),
    };
  });
}

const HEADING_ID = 'plans-title';
const PRODUCT_NAME = 'WatchWhere Plus';

/** Subscribe, or what stands in its place: sign in first, you have Plus, or no way to pay here. */
function SubscribeAction({ plan }: { plan: PlanId }) {
  const intl = useIntl();
  const { target } = useRedirectTarget();
  const signInPath = useSignInPath();
  const signedIn = useAppSelector(selectIsSignedIn);
  const subscription = useAppSelector(selectSubscription);
  const profile = useAppSelector(selectProfile);
  const checkout = plusCheckoutDeployed();

  if (signedIn && (subscription?.subscribed || profile?.is_premium)) {
    return (
      <Stack direction="row" wrap align="center" gap="md">
        <p>
          {intl.formatMessage({
            defaultMessage: 'You already have Plus.',
            id: 'qw6Iu8',
            description:
              'Plans page: shown instead of Subscribe to a user who has the paid plan (Plus)',
          })}
        </p>
        <ButtonLink to="/account" variant="secondary">
          {intl.formatMessage({
            defaultMessage: 'Your account',
            id: 'bNSXPZ',
            description: 'Plans page: button to the account page',
          })}
        </ButtonLink>
      </Stack>
    );
  }
  if (!checkout) {
    return (
      <Small>
        {intl.formatMessage({
          defaultMessage: "Plus can't be bought here yet: this deployment takes no payments.",
          id: 'S/EDfN',
          description:
            'Plans page: shown instead of Subscribe where this installation of the site takes no payments',
        })}
      </Small>
    );
  }
  if (!signedIn) {
    return (
      <ButtonLink to={signInPath} variant="plus" size="lg">
        {intl.formatMessage({
          defaultMessage: 'Sign in to subscribe',
          id: 'xs783D',
          description:
            'Plans page: button shown instead of Subscribe to a visitor who is not signed in',
        })}
      </ButtonLink>
    );
  }
  const to =
    checkout.kind === 'local'
      ? withRedirect(`/plans/checkout?plan=${plan}`, target)
      : externalCheckoutUrl(checkout.url, plan);
  return (
    <ButtonLink to={to} variant="plus" size="lg">
      {intl.formatMessage({
        defaultMessage: 'Subscribe',
        id: 'gHWjar',
        description: 'Plans page: button that goes to the checkout',
      })}
    </ButtonLink>
  );
}

/** Demo mode's switch, where the deployment offers it: every premium feature, no plan. */
function DemoOffer() {
  const intl = useIntl();
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
      title={intl.formatMessage({
        defaultMessage: 'Just trying WatchWhere out?',
        id: 'SDomWC',
        description: 'Plans page: title of the card offering the demo mode',
      })}
      icon={<Sparkles size={18} aria-hidden />}
      description={intl.formatMessage({
        defaultMessage: 'Demo mode turns every Plus feature on in this browser, without a plan.',
        id: '3s6Du+',
        description:
          'Plans page: text of the card offering the demo mode (a test switch unlocking premium features)',
      })}
      aside={
        <Button variant="secondary" onClick={() => void tryDemo()}>
          {intl.formatMessage({
            defaultMessage: 'Try Plus in demo mode',
            id: 'C0cO7G',
            description: 'Plans page: button turning the demo mode on',
          })}
        </Button>
      }
    />
  );
}

/** /plans: what Plus brings, its two prices and the way to subscribe this deployment offers. */
export function PlansScreen() {
  const intl = useIntl();
  const planOptions = usePlanOptions();
  const [plan, setPlan] = useState<PlanId>('monthly');
  const features = [
    intl.formatMessage({
      defaultMessage: 'Where every title streams in every country, on every service',
      id: 'QV8kRQ',
      description: 'Plans page: feature of Plus, the paid plan',
    }),
    intl.formatMessage({
      defaultMessage: 'Your watchlist, on every device you sign in on',
      id: 'auK3IV',
      description: 'Plans page: feature of Plus, the paid plan',
    }),
    intl.formatMessage({
      defaultMessage: 'Unlimited platform and genre filters on Discover',
      id: 'i0C45o',
      description: 'Plans page: feature of Plus, the paid plan; Discover is the name of a page',
    }),
    intl.formatMessage({
      defaultMessage: 'Streaming popularity ranks for today, this week and this month',
      id: '7/q/6y',
      description: 'Plans page: feature of Plus, the paid plan',
    }),
  ];
  return (
    <NarrowPage as="section" gap="xl" aria-labelledby={HEADING_ID}>
      <Stack gap="sm">
        <PageTitle id={HEADING_ID} icon={<Crown size={28} aria-hidden />}>
          {PRODUCT_NAME}
        </PageTitle>
        <Lead>
          {intl.formatMessage({
            defaultMessage: 'Get unlimited access to all streaming platforms and countries',
            id: 'M/sqIb',
            description: 'Plans page: text under the page heading',
          })}
        </Lead>
      </Stack>
      <SectionCard
        title={intl.formatMessage({
          defaultMessage: 'What you get',
          id: '66Pv89',
          description: 'Plans page: heading of the list of what Plus brings',
        })}
        tone="plus"
        icon={<Crown size={18} aria-hidden />}
      >
        <Features>
          {features.map((feature) => (
            <li key={feature}>
              <Check size={16} aria-hidden />
              {feature}
            </li>
          ))}
        </Features>
      </SectionCard>
      <Stack gap="lg">
        <RadioGroup<PlanId>
          label={intl.formatMessage({
            defaultMessage: 'Choose how to pay',
            id: '8bvr9l',
            description: 'Plans page: label of the monthly / yearly choice',
          })}
          appearance="list"
          options={planOptions}
          value={plan}
          onChange={setPlan}
        />
        <SubscribeAction plan={plan} />
        <Small>
          {intl.formatMessage({
            defaultMessage: 'Cancel anytime • No hidden fees',
            id: 'qulWbE',
            description: 'Plans page: small print under the subscribe button',
          })}
        </Small>
      </Stack>
      <DemoOffer />
    </NarrowPage>
  );
}
