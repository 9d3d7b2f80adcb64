import { backendError, getSupabaseClient } from 'shared-core';
import { servicePricesApi } from './get-service-prices';

export interface ServicePriceChange {
  providerId: number;
  currency: string;
  /** The new monthly price, or null to forget it. */
  monthlyPrice: number | null;
}

const saveServicePriceApi = servicePricesApi.injectEndpoints({
  endpoints: (build) => ({
    /** Sets or forgets one of the member's prices (the database refuses one out of range). */
    saveServicePrice: build.mutation<null, ServicePriceChange>({
      async queryFn({ providerId, currency, monthlyPrice }) {
        const supabase = await getSupabaseClient();
        const prices = supabase.from('service_prices');
        const { error } =
          monthlyPrice === null
            ? await prices.delete().eq('provider_id', providerId).eq('currency', currency)
            : await prices.upsert({
                provider_id: providerId,
                currency,
                monthly_price: monthlyPrice,
              });
        return error ? backendError(error) : { data: null };
      },
      invalidatesTags: ['ServicePrices'],
    }),
  }),
});

export const { useSaveServicePriceMutation } = saveServicePriceApi;
