import { backendError, catalogApi, getSupabaseClient } from 'shared-core';

/** A monthly price the member entered for a service. */
export interface ServicePrice {
  provider_id: number;
  currency: string;
  monthly_price: number;
}

/** The member's country's currency and the highest monthly price taken in it. */
export interface PriceCurrency {
  currency: string;
  monthly_ceiling: number;
}

export interface ServicePrices {
  currency: PriceCurrency | null;
  /** The member's prices in that currency, by provider id. */
  prices: Record<number, number>;
}

export const servicePricesApi = catalogApi
  .enhanceEndpoints({ addTagTypes: ['ServicePrices'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** The signed-in member's prices in their country's currency (keyed by user and country). */
      getServicePrices: build.query<ServicePrices, { userId: string; country: string }>({
        async queryFn({ country }) {
          const supabase = await getSupabaseClient();
          const currency = await supabase
            .from('price_currencies')
            .select('currency, monthly_ceiling')
            .eq('country', country)
            .maybeSingle();
          if (currency.error) return backendError(currency.error);
          if (!currency.data) return { data: { currency: null, prices: {} } };
          const rows = await supabase
            .from('service_prices')
            .select('provider_id, currency, monthly_price')
            .eq('currency', currency.data.currency);
          if (rows.error) return backendError(rows.error);
          const prices: Record<number, number> = {};
          for (const row of (rows.data ?? []) as ServicePrice[]) {
            prices[row.provider_id] = Number(row.monthly_price);
          }
          return {
            data: {
              currency: {
                currency: currency.data.currency as string,
                monthly_ceiling: Number(currency.data.monthly_ceiling),
              },
              prices,
            },
          };
        },
        providesTags: ['ServicePrices'],
      }),
    }),
  });

export const { useGetServicePricesQuery } = servicePricesApi;
