import { backendError } from '../../../api/backend-error';
import { catalogApi } from '../../../api/catalog-api';
import { getSupabaseClient } from '../../../supabase/supabase-client';
import { toastMessages } from '../../toasts/toast-messages';
import { toastShown } from '../../toasts/toasts-slice';
import { subscriptionChecked, type SubscriptionStatus } from '../premium-slice';

/** The subscription is re-checked every 5 minutes. */
export const SUBSCRIPTION_POLL_MS = 300_000;

const checkSubscriptionApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    checkSubscription: build.mutation<SubscriptionStatus, void>({
      async queryFn(_arg, { dispatch }) {
        try {
          const supabase = await getSupabaseClient();
          const { data, error } =
            await supabase.functions.invoke<SubscriptionStatus>('check-subscription');
          if (error || !data) throw error ?? new Error('check-subscription answered nothing');
          dispatch(subscriptionChecked(data));
          return { data };
        } catch (error) {
          console.error('Subscription check failed', error);
          dispatch(toastShown(toastMessages.subscriptionCheckFailed()));
          return backendError(error);
        }
      },
    }),
  }),
});

/** Asks the `check-subscription` function; a failure keeps the last status and says so. */
export const { useCheckSubscriptionMutation } = checkSubscriptionApi;
/** The same check, dispatched outside a component (not kept in the store). */
export const checkSubscription = () =>
  checkSubscriptionApi.endpoints.checkSubscription.initiate(undefined, { track: false });
