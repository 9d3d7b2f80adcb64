import { backendError, catalogApi, getSupabaseClient } from 'shared-core';
import { functionErrorMessage } from '../../../lib/function-error';

/** What `export-account` answers: the auth user and the rows of every user-tied table. */
export interface AccountExport {
  exported_at: string;
  user: Record<string, unknown>;
  tables: Record<string, Record<string, unknown>[]>;
}

const exportAccountApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    // A mutation, not a query: each download asks afresh and nothing is cached.
    exportAccount: build.mutation<AccountExport, void>({
      async queryFn() {
        const supabase = await getSupabaseClient();
        const { data, error } = await supabase.functions.invoke<AccountExport>('export-account', {
          method: 'GET',
        });
        if (error || !data) {
          return backendError(error ? await functionErrorMessage(error) : 'The export was empty');
        }
        return { data };
      },
    }),
  }),
});

/** Everything WatchWhere keeps about the signed-in user (`export-account` function). */
export const { useExportAccountMutation } = exportAccountApi;
