import {
  failureMessage,
  signIn,
  signInWithProvider,
  signOut,
  signUp,
  type AppDispatch,
  type AuthActions,
} from 'shared-core';

/** `useAuth()` for the remotes: the auth endpoints, each resolving with its failure's message. */
export function createAuthActions(dispatch: AppDispatch): AuthActions {
  return {
    signIn: async (email, password) => failureMessage(await dispatch(signIn(email, password))),
    signUp: async (input) => failureMessage(await dispatch(signUp(input))),
    signOut: async () => failureMessage(await dispatch(signOut())),
    signInWithProvider: async (provider, redirectPath = '/') =>
      failureMessage(await dispatch(signInWithProvider(provider, redirectPath))),
  };
}
