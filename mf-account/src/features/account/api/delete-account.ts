import { backendError, catalogApi, getSupabaseClient } from 'shared-core';
import { functionErrorMessage } from '../../../lib/function-error';

const deleteAccountApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    deleteAccount: build.mutation<{ deleted: true }, { confirm: string }>({
      async queryFn({ confirm }) {
        const supabase = await getSupabaseClient();
        const { data, error } = await supabase.functions.invoke<{ deleted: true }>(
          'delete-account',
          { body: { confirm } },
        );
        if (error || !data?.deleted) {
          return backendError(
            error ? await functionErrorMessage(error) : 'The account was not deleted',
          );
        }
        // The server has ended every session already; this browser forgets its copy.
        await supabase.auth.signOut({ scope: 'local' });
        return { data };
      },
    }),
  }),
});

/**
 * Deletes the signed-in user's account and everything tied to it (`delete-account` function),
 * confirmed by their email, then signs this browser out.
 */
export const { useDeleteAccountMutation } = deleteAccountApi;
