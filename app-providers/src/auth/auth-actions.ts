import type { SupabaseClient } from '@supabase/supabase-js';
import { toastMessages, toastShown, type AppDispatch, type AuthActions } from 'shared-core';

/** Sign-in, sign-up, sign-out and provider sign-in, each with its toasts. */
export function createAuthActions(
  supabase: () => Promise<SupabaseClient>,
  dispatch: AppDispatch,
): AuthActions {
  const origin = () => window.location.origin;
  return {
    async signIn(email, password) {
      const { error } = await (await supabase()).auth.signInWithPassword({ email, password });
      dispatch(
        toastShown(
          error ? toastMessages.signInFailed(error.message) : toastMessages.signInSucceeded(),
        ),
      );
      return error?.message ?? null;
    },
    async signUp({ fullName, email, password }) {
      const { error } = await (
        await supabase()
      ).auth.signUp({
        email,
        password,
        options: { data: { full_name: fullName }, emailRedirectTo: `${origin()}/` },
      });
      dispatch(
        toastShown(
          error ? toastMessages.signUpFailed(error.message) : toastMessages.signUpSucceeded(),
        ),
      );
      return error?.message ?? null;
    },
    async signOut() {
      const { error } = await (await supabase()).auth.signOut();
      dispatch(
        toastShown(error ? toastMessages.signOutFailed(error.message) : toastMessages.signedOut()),
      );
      return error?.message ?? null;
    },
    async signInWithProvider(provider, redirectPath = '/') {
      const { error } = await (
        await supabase()
      ).auth.signInWithOAuth({
        provider,
        options: { redirectTo: `${origin()}${redirectPath}` },
      });
      if (!error) return null;
      const failed =
        provider === 'google' ? toastMessages.googleSignInFailed : toastMessages.appleSignInFailed;
      dispatch(toastShown(failed(error.message)));
      return error.message;
    },
  };
}
