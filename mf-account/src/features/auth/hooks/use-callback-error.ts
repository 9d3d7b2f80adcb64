import { useState } from 'react';

/**
 * The message a provider or a mailed link put in the address when it sent the user back with an
 * error; the screen shows that message as it came.
 */
export function useCallbackError(): string | null {
  const [message] = useState(() => {
    const hash = new URLSearchParams(window.location.hash.replace(/^#/, ''));
    const query = new URLSearchParams(window.location.search);
    const description = hash.get('error_description') ?? query.get('error_description');
    const code = hash.get('error') ?? query.get('error');
    if (code === 'access_denied' && !description) return 'Sign-in was cancelled.';
    return description ?? null;
  });
  return message;
}
