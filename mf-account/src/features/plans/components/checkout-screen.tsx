import { Crown, FlaskConical } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  failureMessage,
  plusCheckoutDeployed,
  selectUser,
  toastShown,
  useAppDispatch,
  useAppSelector,
  useCheckSubscriptionMutation,
  useRedirectTarget,
  useSignInPath,
} from 'shared-core';
import {
  Button,
  ButtonLink,
  EmptyState,
  media,
  PageTitle,
  SectionCard,
  Stack,
  theme,
} from 'shared-ui';
import styled from 'styled-components';
import { FactList } from '../../../components/fact-list';
import { NarrowPage } from '../../../components/narrow-page';
import { useLocalCheckoutMutation } from '../api/local-checkout';
import { planFor } from '../utils/plans';
import { plansMessages } from '../plans-messages';

const Simulation = styled.div`
  display: flex;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.info};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.infoSurface};

  & > svg {
    flex-shrink: 0;
    color: ${theme.colors.info};
  }
`;

const SimulationTitle = styled.h2`
  font-size: ${theme.typography.fontSize.md};
  font-weight: ${theme.typography.fontWeight.bold};
`;

const Actions = styled(Stack)`
  ${media.mobile} {
    flex-direction: column;
    align-items: stretch;
  }
`;

/** Pays, simulated: grants Plus, asks check-subscription again so the app shows it, goes back. */
function useSimulatedPayment(plan: ReturnType<typeof planFor>) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { target } = useRedirectTarget();
  const [localCheckout, { isLoading }] = useLocalCheckoutMutation();
  const [checkSubscription, { isLoading: checking }] = useCheckSubscriptionMutation();
  const pay = async () => {
    const result = await localCheckout({ plan: plan.id });
    if (result.error) {
      dispatch(toastShown(plansMessages.checkoutFailed(failureMessage(result)!)));
      return;
    }
    await checkSubscription();
    dispatch(toastShown(plansMessages.plusActivated()));
    navigate(target ?? '/account');
  };
  return { pay, paying: isLoading || checking };
}

function CheckoutForm({ email }: { email: string }) {
  const [params] = useSearchParams();
  const { carry } = useRedirectTarget();
  const plan = planFor(params.get('plan'));
  const { pay, paying } = useSimulatedPayment(plan);
  return (
    <>
      <Simulation role="note" aria-labelledby="simulation-title">
        <FlaskConical size={22} aria-hidden />
        <Stack gap="xs">
          <SimulationTitle id="simulation-title">This checkout simulates payment</SimulationTitle>
          <p>
            It belongs to the local development backend. No card is asked for and no money is taken:
            confirming gives this account Plus straight away.
          </p>
        </Stack>
      </Simulation>
      <SectionCard title="Your order" icon={<Crown size={18} aria-hidden />} tone="plus">
        <FactList>
          <dt>Plan</dt>
          <dd>WatchWhere Plus, {plan.name.toLowerCase()}</dd>
          <dt>Price</dt>
          <dd>
            {plan.price} {plan.cadence}
          </dd>
          <dt>Plus for</dt>
          <dd>{plan.term} from today</dd>
          <dt>Account</dt>
          <dd>{email}</dd>
        </FactList>
      </SectionCard>
      <Actions direction="row" wrap gap="md">
        <Button
          variant="plus"
          size="lg"
          loading={paying}
          loadingLabel="Confirming..."
          onClick={() => void pay()}
        >
          Confirm simulated payment
        </Button>
        <ButtonLink to={carry('/plans')} variant="secondary" size="lg">
          Back to plans
        </ButtonLink>
      </Actions>
    </>
  );
}

/**
 * /plans/checkout?plan=monthly|yearly: the local checkout. It exists only where config.json says
 * the deployment uses the local backend's simulated payment, and needs a signed-in user.
 */
export function CheckoutScreen() {
  const user = useAppSelector(selectUser);
  const signInPath = useSignInPath();
  const local = plusCheckoutDeployed()?.kind === 'local';
  return (
    <NarrowPage as="section" gap="xl" aria-labelledby="checkout-title">
      <PageTitle id="checkout-title">Checkout</PageTitle>
      {!local ? (
        <EmptyState
          title="No local checkout here"
          description="This deployment takes payment on its own checkout page, or not at all."
          action={<ButtonLink to="/plans">See the plans</ButtonLink>}
        />
      ) : user?.email ? (
        <CheckoutForm email={user.email} />
      ) : (
        <EmptyState
          title="Sign in to subscribe"
          description="Plus belongs to an account: sign in and you come back here."
          action={<ButtonLink to={signInPath}>Sign In</ButtonLink>}
        />
      )}
    </NarrowPage>
  );
}
