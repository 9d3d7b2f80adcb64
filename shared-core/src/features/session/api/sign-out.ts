import { backendError } from '../../../api/backend-error';
import { getSupabaseClient } from '../../../supabase/supabase-client';
import { toastMessages } from '../../toasts/toast-messages';
import { toastShown } from '../../toasts/toasts-slice';
import { watchlistApi } from '../../watchlist/api/watchlist-api';

const signOutApi = watchlistApi.injectEndpoints({
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
      // A signed-out visitor has no saved titles.
      invalidatesTags: ['Watchlist'],
    }),
  }),
});

/** Signs out and says how it went (the auth events follow). */
export const signOut = () => signOutApi.endpoints.signOut.initiate(undefined, { track: false });
