import { authStorageKey, hasStoredSession, urlCarriesAuthResult } from 'shared-core';

/**
 * supabase-js (~57 KB gzip) is fetched at once only when this browser may be signed in (a stored
 * session, or an auth redirect in the URL), and when another tab signs in; otherwise it comes when
 * something needs it (signing in, a page's query). Says whether the visitor may be signed in, and
 * how to stop following the other tabs.
 */
export function loadClientWhenNeeded(load: () => void): {
  mayBeSignedIn: boolean;
  stop: () => void;
} {
  const mayBeSignedIn = hasStoredSession() || urlCarriesAuthResult(window.location);
  if (mayBeSignedIn) load();
  const onStorage = (event: StorageEvent) => {
    if (event.key === authStorageKey() && event.newValue) load();
  };
  window.addEventListener('storage', onStorage);
  return { mayBeSignedIn, stop: () => window.removeEventListener('storage', onStorage) };
}
