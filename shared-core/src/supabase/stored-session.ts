import { browserStorageName } from '../storage/browser-storage-name';
import { AUTH_SESSION } from '../storage/browser-storage-registry';
import { isStored } from '../storage/web-storage';

/** Where supabase-js keeps the session: `sb-<first label of the project host>-auth-token`. */
export const authStorageKey = (): string => browserStorageName(AUTH_SESSION);

/** A session (maybe expired) is saved in this browser, so the visitor may be signed in. */
export const hasStoredSession = (): boolean => isStored(AUTH_SESSION);

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
