import { setRuntimeConfig } from 'shared-core';

/** Where supabase-js keeps the session for the Supabase these tests configure. */
export const STORED_SESSION_KEY = 'sb-localhost-auth-token';

/** The runtime config of this package's tests: Supabase on localhost. */
export function configureLocalSupabase(): void {
  setRuntimeConfig({
    supabaseUrl: 'http://localhost:54321',
    supabaseAnonKey: 'anon-key',
    catalogUrl: 'http://localhost:54321/catalog/3',
    demoMode: true,
  });
}
