import { backendError, catalogApi, getSupabaseClient, type SubscriptionStatus } from 'shared-core';
import { functionErrorMessage } from '../../../lib/function-error';
import type { PlanId } from '../utils/plans';

const localCheckoutApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    localCheckout: build.mutation<SubscriptionStatus, { plan: PlanId }>({
      async queryFn({ plan }) {
        const supabase = await getSupabaseClient();
        const { data, error } = await supabase.functions.invoke<SubscriptionStatus>(
          'local-checkout',
          { body: { plan } },
        );
        if (error || !data?.subscribed) {
          return backendError(error ? await functionErrorMessage(error) : 'Plus was not granted');
        }
        return { data };
      },
    }),
  }),
});

/**
 * The local backend's simulated payment (`local-checkout` function, local mode only): grants the
 * signed-in user Plus for the plan chosen. No money moves; there is no such function in production.
 */
export const { useLocalCheckoutMutation } = localCheckoutApi;
