import { backendError } from '../../../api/backend-error';
import { catalogApi } from '../../../api/catalog-api';
import { getSupabaseClient } from '../../../supabase/supabase-client';
import { safeRedirectPath } from '../../navigation/redirect-path';
import { toastMessages } from '../../toasts/toast-messages';
import { toastShown } from '../../toasts/toasts-slice';
import type { SignUpInput } from '../auth-context';

const signUpApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    signUp: build.mutation<null, SignUpInput>({
      async queryFn({ fullName, email, password, redirectPath }, { dispatch }) {
        const { error } = await (
          await getSupabaseClient()
        ).auth.signUp({
          email,
          password,
          options: {
            data: { full_name: fullName },
            emailRedirectTo: `${window.location.origin}${safeRedirectPath(redirectPath) ?? '/'}`,
          },
        });
        dispatch(
          toastShown(
            error ? toastMessages.signUpFailed(error.message) : toastMessages.signUpSucceeded(),
          ),
        );
        return error ? backendError(error) : { data: null };
      },
    }),
  }),
});

/**
 * Creates an account (the confirmation link leads to `redirectPath`, a safe in-app path, else
 * home) and says how it went.
 */
export const signUp = (input: SignUpInput) =>
  signUpApi.endpoints.signUp.initiate(input, { track: false });
