import {
  backendError,
  catalogApi,
  getSupabaseClient,
  localizedPageUrl,
  selectLocale,
  type RootState,
} from 'shared-core';

/** Where the mailed reset link lands: /auth, which then asks for the new password. */
const RECOVERY_PATH = '/auth?recovery=1';

const requestPasswordResetApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<null, string>({
      async queryFn(email, { getState }) {
        const supabase = await getSupabaseClient();
        const { error } = await supabase.auth.resetPasswordForEmail(email, {
          redirectTo: localizedPageUrl(selectLocale(getState() as RootState), RECOVERY_PATH),
        });
        return error ? backendError(error) : { data: null };
      },
    }),
  }),
});

/** Mails a password-reset link to `email`; fails with the server's message. */
export const { useRequestPasswordResetMutation } = requestPasswordResetApi;
