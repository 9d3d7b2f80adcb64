import { backendError, getSupabaseClient } from 'shared-core';
import { savedPlanApi, type SavedPlanMonth } from './get-saved-plan';

export interface PlanToSave {
  country: string;
  months: SavedPlanMonth[];
}

const savePlanApi = savedPlanApi.injectEndpoints({
  endpoints: (build) => ({
    /** Keeps this rotation as the member's plan (one per member), replacing the one before. */
    savePlan: build.mutation<null, PlanToSave>({
      async queryFn(plan) {
        const supabase = await getSupabaseClient();
        const { error } = await supabase.from('saved_plans').upsert(plan);
        return error ? backendError(error) : { data: null };
      },
      invalidatesTags: ['SavedPlan'],
    }),
  }),
});

export const { useSavePlanMutation } = savePlanApi;
