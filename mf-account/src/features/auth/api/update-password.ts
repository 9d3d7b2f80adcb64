import { backendError, catalogApi, getSupabaseClient } from 'shared-core';

const updatePasswordApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    // The password travels as a named field, which the store redacts from what Redux DevTools sees.
    updatePassword: build.mutation<null, { password: string }>({
      async queryFn({ password }) {
        const supabase = await getSupabaseClient();
        const { error } = await supabase.auth.updateUser({ password });
        return error ? backendError(error) : { data: null };
      },
    }),
  }),
});

/** Sets the signed-in (or recovering) user's new password; fails with the server's message. */
export const { useUpdatePasswordMutation } = updatePasswordApi;
