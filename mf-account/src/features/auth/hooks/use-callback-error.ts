import { useSyncExternalStore } from 'react';

function callbackErrorOf(location: Location): string | null {
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(location.search);
  const description = hash.get('error_description') ?? query.get('error_description');
  const code = hash.get('error') ?? query.get('error');
  if (code === 'access_denied' && !description) return 'Sign-in was cancelled.';
  return description ?? null;
}

const noSubscription = () => () => {};

/**
 * The message a provider or a mailed link put in the address when it sent the user back with an
 * error; the screen shows that message as it came. None on the server: the address's fragment
 * never reaches it (the browser shows the message once hydrated).
 */
export function useCallbackError(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => callbackErrorOf(window.location),
    () => null,
  );
}
