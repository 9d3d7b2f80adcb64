import { Crown, FlaskConical } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import {
  plusCheckoutDeployed,
  selectUser,
  toastShown,
  useAppDispatch,
  useAppSelector,
  useCheckSubscriptionMutation,
  useFailureMessage,
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
import { planFor, type Plan } from '../utils/plans';
import { usePlanWords } from '../utils/plan-words';
import { plansMessages } from '../plans-messages';

const HEADING_ID = 'checkout-title';
const SIMULATION_TITLE_ID = 'simulation-title';

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
function useSimulatedPayment(plan: Plan) {
  const intl = useIntl();
  const failureMessage = useFailureMessage();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { target } = useRedirectTarget();
  const [localCheckout, { isLoading }] = useLocalCheckoutMutation();
  const [checkSubscription, { isLoading: checking }] = useCheckSubscriptionMutation();
  const pay = async () => {
    const result = await localCheckout({ plan: plan.id });
    if (result.error) {
      dispatch(
        toastShown({
          title: intl.formatMessage(plansMessages.checkoutFailed),
          description: failureMessage(result)!,
          tone: 'destructive',
        }),
      );
      return;
    }
    await checkSubscription();
    dispatch(
      toastShown({
        title: intl.formatMessage(plansMessages.plusActivated),
        description: intl.formatMessage(plansMessages.plusActivatedDetail),
        tone: 'success',
      }),
    );
    navigate(target ?? '/account');
  };
  return { pay, paying: isLoading || checking };
}

function CheckoutForm({ email }: { email: string }) {
  const [params] = useSearchParams();
  const { carry } = useRedirectTarget();
  const intl = useIntl();
  const plan = planFor(params.get('plan'));
  const words = usePlanWords()(plan);
  const { pay, paying } = useSimulatedPayment(plan);
  return (
    <>
      <Simulation role="note" aria-labelledby={SIMULATION_TITLE_ID}>
        <FlaskConical size={22} aria-hidden />
        <Stack gap="xs">
          <SimulationTitle id={SIMULATION_TITLE_ID}>
            {intl.formatMessage({
              defaultMessage: 'This checkout simulates payment',
              id: 'viw2lI',
              description:
                'Checkout page: title of the note saying that no real payment happens here',
            })}
          </SimulationTitle>
          <p>
            {intl.formatMessage({
              defaultMessage:
                'It belongs to the local development backend. No card is asked for and no money is taken: confirming gives this account Plus straight away.',
              id: 'q0hoC1',
              description:
                'Checkout page: text of the note saying that no real payment happens here; Plus is the paid plan',
            })}
          </p>
        </Stack>
      </Simulation>
      <SectionCard
        title={intl.formatMessage({
          defaultMessage: 'Your order',
          id: '8u48tF',
          description: 'Checkout page: heading of the order summary',
        })}
        icon={<Crown size={18} aria-hidden />}
        tone="plus"
      >
        <FactList>
          <dt>
            {intl.formatMessage({
              defaultMessage: 'Plan',
              id: '2U7YdI',
              description: 'Checkout page: order summary label: the plan ordered',
            })}
          </dt>
          <dd>{words.product}</dd>
          <dt>
            {intl.formatMessage({
              defaultMessage: 'Price',
              id: 'OdPX2F',
              description: 'Checkout page: order summary label: the price',
            })}
          </dt>
          <dd>{words.price}</dd>
          <dt>
            {intl.formatMessage({
              defaultMessage: 'Plus for',
              id: 'iBJmAL',
              description:
                'Checkout page: order summary label: how long the order gives Plus (the paid plan), e.g. "1 month from today"',
            })}
          </dt>
          <dd>{words.term}</dd>
          <dt>
            {intl.formatMessage({
              defaultMessage: 'Account',
              id: '9X+SXy',
              description:
                'Checkout page: order summary label: the email of the account that gets Plus',
            })}
          </dt>
          <dd>{email}</dd>
        </FactList>
      </SectionCard>
      <Actions direction="row" wrap gap="md">
        <Button
          variant="plus"
          size="lg"
          loading={paying}
          loadingLabel={intl.formatMessage({
            defaultMessage: 'Confirming…',
            id: '6Iq+E0',
            description: 'Checkout page: the confirm button while the simulated payment runs',
          })}
          onClick={() => void pay()}
        >
          {intl.formatMessage({
            defaultMessage: 'Confirm simulated payment',
            id: 'XQZkWf',
            description: 'Checkout page: button that completes the simulated (not real) payment',
          })}
        </Button>
        <ButtonLink to={carry('/plans')} variant="secondary" size="lg">
          {intl.formatMessage({
            defaultMessage: 'Back to plans',
            id: 'DcRnRi',
            description: 'Checkout page: button back to the plans page',
          })}
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
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  const signInPath = useSignInPath();
  const local = plusCheckoutDeployed()?.kind === 'local';
  return (
    <NarrowPage as="section" gap="xl" aria-labelledby={HEADING_ID}>
      <PageTitle id={HEADING_ID}>
        {intl.formatMessage({
          defaultMessage: 'Checkout',
          id: 'Zxd6DD',
          description: 'Checkout page: page heading',
        })}
      </PageTitle>
      {!local ? (
        <EmptyState
          title={intl.formatMessage({
            defaultMessage: 'No local checkout here',
            id: 'Q0BdcL',
            description:
              'Checkout page: title shown where this installation of the site has no simulated checkout',
          })}
          description={intl.formatMessage({
            defaultMessage:
              'This deployment takes payment on its own checkout page, or not at all.',
            id: 'UFT7HG',
            description:
              'Checkout page: text shown where this installation of the site has no simulated checkout',
          })}
          action={
            <ButtonLink to="/plans">
              {intl.formatMessage({
                defaultMessage: 'See the plans',
                id: 'MblDxw',
                description: 'Checkout page: button to the plans page',
              })}
            </ButtonLink>
          }
        />
      ) : user?.email ? (
        <CheckoutForm email={user.email} />
      ) : (
        <EmptyState
          title={intl.formatMessage({
            defaultMessage: 'Sign in to subscribe',
            id: '3jlMdP',
            description: 'Checkout page: title shown to a visitor who is not signed in',
          })}
          description={intl.formatMessage({
            defaultMessage: 'Plus belongs to an account: sign in and you come back here.',
            id: 'ycNbXX',
            description:
              'Checkout page: text shown to a visitor who is not signed in; Plus is the paid plan',
          })}
          action={
            <ButtonLink to={signInPath}>
              {intl.formatMessage({
                defaultMessage: 'Sign In',
                id: 'MnYJUs',
                description: 'Checkout page: button shown to a visitor who is not signed in',
              })}
            </ButtonLink>
          }
        />
      )}
    </NarrowPage>
  );
}
