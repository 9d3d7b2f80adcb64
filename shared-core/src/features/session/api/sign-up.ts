import { backendError } from '../../../api/backend-error';
import { catalogApi } from '../../../api/catalog-api';
import { getSupabaseClient } from '../../../supabase/supabase-client';
import { localizedPageUrl } from '../../locale/locale-path';
import { selectLocale } from '../../locale/locale-slice';
import { safeRedirectPath } from '../../navigation/redirect-path';
import type { RootState } from '../../../app/root-state';
import { toastMessages } from '../../toasts/toast-messages';
import { toastShown } from '../../toasts/toasts-slice';
import type { SignUpInput } from '../auth-context';

const signUpApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    signUp: build.mutation<null, SignUpInput>({
      async queryFn({ fullName, email, password, redirectPath }, { dispatch, getState }) {
        const { error } = await (
          await getSupabaseClient()
        ).auth.signUp({
          email,
          password,
          options: {
            data: { full_name: fullName },
            // The link opens the page in this page's language, and the mail is written in it.
            emailRedirectTo: localizedPageUrl(
              selectLocale(getState() as RootState),
              safeRedirectPath(redirectPath) ?? '/',
            ),
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
