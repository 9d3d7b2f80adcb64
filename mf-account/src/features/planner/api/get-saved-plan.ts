import { backendError, catalogApi, getSupabaseClient } from 'shared-core';

export interface SavedPlanService {
  provider_id: number;
  name: string;
}

/** A month of a saved rotation: its first day and the services to hold in it. */
export interface SavedPlanMonth {
  month: string;
  services: SavedPlanService[];
}

export interface SavedPlan {
  country: string;
  months: SavedPlanMonth[];
  updated_at: string;
}

export const savedPlanApi = catalogApi
  .enhanceEndpoints({ addTagTypes: ['SavedPlan'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** The rotation the signed-in member saved, or null (the argument, their id, keys the cache). */
      getSavedPlan: build.query<SavedPlan | null, string>({
        async queryFn() {
          const supabase = await getSupabaseClient();
          const { data, error } = await supabase
            .from('saved_plans')
            .select('country, months, updated_at')
            .maybeSingle();
          return error ? backendError(error) : { data: (data as SavedPlan | null) ?? null };
        },
        providesTags: ['SavedPlan'],
      }),
    }),
  });

export const { useGetSavedPlanQuery } = savedPlanApi;
