import { useSyncExternalStore } from 'react';
import { selectLayoutGuess, useAppSelector } from 'shared-core';
import { mobileQuery } from 'shared-ui';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(mobileQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * True under the 768 px breakpoint, following resizes. The server's render, and hydrating it, use
 * the layout the server guessed from the User-Agent.
 */
export function useIsMobile(): boolean {
  const guess = useAppSelector(selectLayoutGuess);
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(mobileQuery).matches,
    () => guess === 'mobile',
  );
}
