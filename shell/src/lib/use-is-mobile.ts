import { useSyncExternalStore } from 'react';
import { mobileQuery } from 'shared-ui';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(mobileQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** True under the 768 px breakpoint, following resizes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(mobileQuery).matches);
}
