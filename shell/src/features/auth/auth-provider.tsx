import { useEffect, useMemo, type ReactNode } from 'react';
import {
  AuthContext,
  authStateChanged,
  getSupabaseClient,
  useAppDispatch,
  type AuthEvent,
} from 'shared-core';
import { createAuthActions } from './auth-actions';
import { loadProfile } from './load-profile';

/**
 * Follows the Supabase session into the store (every auth event), loads the profile after sign-in,
 * and gives the remotes the auth actions through `useAuth()`.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const actions = useMemo(() => createAuthActions(getSupabaseClient, dispatch), [dispatch]);

  useEffect(() => {
    let unsubscribe = () => {};
    let cancelled = false;
    let profileOf: string | null = null;
    void getSupabaseClient().then((supabase) => {
      if (cancelled) return;
      const { data } = supabase.auth.onAuthStateChange((event, session) => {
        const user = session?.user
          ? { id: session.user.id, email: session.user.email ?? null }
          : null;
        dispatch(authStateChanged({ event: event as AuthEvent, user }));
        if (user && user.id !== profileOf) {
          profileOf = user.id;
          // Outside the callback: supabase-js holds its auth lock while listeners run.
          setTimeout(() => void loadProfile(supabase, user.id, dispatch), 0);
        }
        if (!user) profileOf = null;
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [dispatch]);

  return <AuthContext.Provider value={actions}>{children}</AuthContext.Provider>;
}
