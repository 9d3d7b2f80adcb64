import { backendError } from '../../../api/backend-error';
import { getSupabaseClient } from '../../../supabase/supabase-client';
import { toastMessages } from '../../toasts/toast-messages';
import { toastShown } from '../../toasts/toasts-slice';
import { catalogApi } from '../../../api/catalog-api';

const signOutApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    signOut: build.mutation<null, void>({
      async queryFn(_arg, { dispatch }) {
        const { error } = await (await getSupabaseClient()).auth.signOut();
        dispatch(
          toastShown(
            error ? toastMessages.signOutFailed(error.message) : toastMessages.signedOut(),
          ),
        );
        return error ? backendError(error) : { data: null };
      },
    }),
  }),
});

/** Signs out and says how it went (the auth events follow). */
export const signOut = () => signOutApi.endpoints.signOut.initiate(undefined, { track: false });
