import { getRuntimeConfig } from '../config/runtime-config';

/** Where supabase-js keeps the session by default: `sb-<first label of the project host>-auth-token`. */
export function authStorageKey(): string {
  return `sb-${new URL(getRuntimeConfig().supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/** A session (maybe expired) is saved in this browser, so the visitor may be signed in. */
export function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(authStorageKey()) !== null;
  } catch {
    return false;
  }
}

/** The URL carries an auth redirect's result (tokens, a PKCE code or an error) for the client to read. */
export function urlCarriesAuthResult(location: Pick<Location, 'hash' | 'search'>): boolean {
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(location.search);
  return (
    hash.has('access_token') ||
    hash.has('error_description') ||
    query.has('error_description') ||
    query.has('code')
  );
}
