import { useEffect, useMemo, type ReactNode } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  AuthContext,
  authStateChanged,
  getSupabaseClient,
  useAppDispatch,
  useFailureMessage,
  whenSupabaseClientCreated,
  type AppDispatch,
  type AuthEvent,
} from 'shared-core';
import { createAuthActions } from './auth-actions';
import { loadClientWhenNeeded } from './load-client-when-needed';

/**
 * Sends every auth event into the store (the store's listeners load the profile after sign-in);
 * returns the unsubscribe.
 */
function followAuthEvents(supabase: SupabaseClient, dispatch: AppDispatch): () => void {
  const { data } = supabase.auth.onAuthStateChange((event, session) => {
    const user = session?.user ? { id: session.user.id, email: session.user.email ?? null } : null;
    dispatch(authStateChanged({ event: event as AuthEvent, user }));
  });
  return () => data.subscription.unsubscribe();
}

/**
 * Follows the Supabase session into the store (every auth event) and gives the remotes the auth
 * actions through `useAuth()`. A visitor who cannot be signed in is signed out at once, without
 * fetching supabase-js (see `loadClientWhenNeeded`).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const failureMessage = useFailureMessage();
  const actions = useMemo(
    () => createAuthActions(dispatch, failureMessage),
    [dispatch, failureMessage],
  );

  useEffect(() => {
    let unsubscribe = () => {};
    let cancelled = false;
    void whenSupabaseClientCreated().then((supabase) => {
      if (!cancelled) unsubscribe = followAuthEvents(supabase, dispatch);
    });
    const { mayBeSignedIn, stop } = loadClientWhenNeeded(() => void getSupabaseClient());
    if (!mayBeSignedIn) dispatch(authStateChanged({ event: 'INITIAL_SESSION', user: null }));
    return () => {
      cancelled = true;
      unsubscribe();
      stop();
    };
  }, [dispatch]);

  return <AuthContext.Provider value={actions}>{children}</AuthContext.Provider>;
}
