import { backendError } from '../../../api/backend-error';
import { catalogApi } from '../../../api/catalog-api';
import type { RootState } from '../../../app/root-state';
import { getSupabaseClient } from '../../../supabase/supabase-client';
import { localizedPageUrl } from '../../locale/locale-path';
import { selectLocale } from '../../locale/locale-slice';
import { toastMessages } from '../../toasts/toast-messages';
import { toastShown } from '../../toasts/toasts-slice';
import type { OAuthProvider } from '../auth-context';

interface ProviderSignIn {
  provider: OAuthProvider;
  /** Where the provider sends the user back to, on this site (in this page's language). */
  redirectPath: string;
}

const signInWithProviderApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    signInWithProvider: build.mutation<null, ProviderSignIn>({
      async queryFn({ provider, redirectPath }, { dispatch, getState }) {
        const { error } = await (
          await getSupabaseClient()
        ).auth.signInWithOAuth({
          provider,
          options: {
            redirectTo: localizedPageUrl(selectLocale(getState() as RootState), redirectPath),
          },
        });
        if (!error) return { data: null };
        const failed =
          provider === 'google'
            ? toastMessages.googleSignInFailed
            : toastMessages.appleSignInFailed;
        dispatch(toastShown(failed(error.message)));
        return backendError(error);
      },
    }),
  }),
});

/** Leaves the page for the provider's consent screen; only a failure to get there is said. */
export const signInWithProvider = (provider: OAuthProvider, redirectPath: string) =>
  signInWithProviderApi.endpoints.signInWithProvider.initiate(
    { provider, redirectPath },
    { track: false },
  );
