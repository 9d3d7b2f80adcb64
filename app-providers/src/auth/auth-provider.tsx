import { useEffect, useMemo, type ReactNode } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  AuthContext,
  authStateChanged,
  authStorageKey,
  getSupabaseClient,
  hasStoredSession,
  urlCarriesAuthResult,
  useAppDispatch,
  whenSupabaseClientCreated,
  type AppDispatch,
  type AuthEvent,
} from 'shared-core';
import { createAuthActions } from './auth-actions';

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
 * actions through `useAuth()`. supabase-js (~57 KB gzip) is fetched at once only when this browser
 * may be signed in (a stored session, or an auth redirect in the URL); a visitor is signed out at
 * once and the client comes when something needs it: signing in, a page's query, or another tab
 * signing in.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const actions = useMemo(() => createAuthActions(getSupabaseClient, dispatch), [dispatch]);

  useEffect(() => {
    let unsubscribe = () => {};
    let cancelled = false;
    void whenSupabaseClientCreated().then((supabase) => {
      if (!cancelled) unsubscribe = followAuthEvents(supabase, dispatch);
    });
    const mayBeSignedIn = hasStoredSession() || urlCarriesAuthResult(window.location);
    if (mayBeSignedIn) void getSupabaseClient();
    else dispatch(authStateChanged({ event: 'INITIAL_SESSION', user: null }));

    const onStorage = (event: StorageEvent) => {
      if (event.key === authStorageKey() && event.newValue) void getSupabaseClient();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      cancelled = true;
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, [dispatch]);

  return <AuthContext.Provider value={actions}>{children}</AuthContext.Provider>;
}
