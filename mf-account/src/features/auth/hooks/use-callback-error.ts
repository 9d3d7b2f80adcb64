import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';

/** The provider's own word for a sign-in the user cancelled: ours to say. */
const CANCELLED = 'access_denied';

function callbackErrorOf(location: Location): string | null {
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(location.search);
  const description = hash.get('error_description') ?? query.get('error_description');
  const code = hash.get('error') ?? query.get('error');
  if (code === CANCELLED && !description) return CANCELLED;
  return description ?? null;
}

const noSubscription = () => () => {};

/**
 * The message a provider or a mailed link put in the address when it sent the user back with an
 * error; the screen shows that message as it came. None on the server: the address's fragment
 * never reaches it (the browser shows the message once hydrated).
 */
export function useCallbackError(): string | null {
  const intl = useIntl();
  const error = useSyncExternalStore(
    noSubscription,
    () => callbackErrorOf(window.location),
    () => null,
  );
  return error === CANCELLED
    ? intl.formatMessage({
        defaultMessage: 'Sign-in was cancelled.',
        id: 'GK3xIt',
        description:
          'Auth page: error shown when the user came back from Google or Apple without signing in',
      })
    : error;
}
