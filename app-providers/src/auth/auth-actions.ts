import {
  signIn,
  signInWithProvider,
  signOut,
  signUp,
  type AppDispatch,
  type AuthActions,
} from 'shared-core';

/**
 * `useAuth()` for the remotes: the auth endpoints, each resolving with its failure's message in the
 * page's language (`useFailureMessage()`'s).
 */
export function createAuthActions(
  dispatch: AppDispatch,
  failureMessage: (result: { error?: unknown }) => string | null,
): AuthActions {
  return {
    signIn: async (email, password) => failureMessage(await dispatch(signIn(email, password))),
    signUp: async (input) => failureMessage(await dispatch(signUp(input))),
    signOut: async () => failureMessage(await dispatch(signOut())),
    signInWithProvider: async (provider, redirectPath = '/') =>
      failureMessage(await dispatch(signInWithProvider(provider, redirectPath))),
  };
}
