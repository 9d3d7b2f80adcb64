import { createContext, useContext } from 'react';

export type OAuthProvider = 'google' | 'apple';

export interface SignUpInput {
  fullName: string;
  email: string;
  password: string;
  /** The in-app page the confirmation link leads to (default: home). */
  redirectPath?: string | null;
}

/** What every remote can ask of the signed-in state; app-providers' AuthProvider implements it. */
export interface AuthActions {
  /** Resolves with what went wrong, in the page's language (`useFailureMessage`), or null on success. */
  signIn(email: string, password: string): Promise<string | null>;
  signUp(input: SignUpInput): Promise<string | null>;
  signOut(): Promise<string | null>;
  /** Leaves the page for the provider's consent screen; resolves with a message if it could not. */
  signInWithProvider(provider: OAuthProvider, redirectPath?: string): Promise<string | null>;
}

export const AuthContext = createContext<AuthActions | undefined>(undefined);

export function useAuth(): AuthActions {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used within an AuthProvider');
  return auth;
}
