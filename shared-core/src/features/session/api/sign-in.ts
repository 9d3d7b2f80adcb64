import { backendError } from '../../../api/backend-error';
import { getSupabaseClient } from '../../../supabase/supabase-client';
import { toastMessages } from '../../toasts/toast-messages';
import { toastShown } from '../../toasts/toasts-slice';
import { catalogApi } from '../../../api/catalog-api';

interface Credentials {
  email: string;
  password: string;
}

const signInApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<null, Credentials>({
      async queryFn(credentials, { dispatch }) {
        const { error } = await (await getSupabaseClient()).auth.signInWithPassword(credentials);
        dispatch(
          toastShown(
            error ? toastMessages.signInFailed(error.message) : toastMessages.signInSucceeded(),
          ),
        );
        return error ? backendError(error) : { data: null };
      },
    }),
  }),
});

/** Signs in with email and password and says how it went (the auth events follow). */
export const signIn = (email: string, password: string) =>
  signInApi.endpoints.signIn.initiate({ email, password }, { track: false });
