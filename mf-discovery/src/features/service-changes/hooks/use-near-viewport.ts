import { startTransition, useCallback, useState } from 'react';

/** How far outside the screen an element counts as near: one screen height above or below. */
export const NEAR_MARGIN = '100% 0px';

/**
 * Whether an element has come within a screen of the viewport, once and for good. Pass `watch` as
 * the element's ref. A browser without IntersectionObserver counts every element as near.
 */
export function useNearViewport(): [near: boolean, watch: (element: Element | null) => void] {
  const [near, setNear] = useState(false);
  const watch = useCallback((element: Element | null) => {
    if (!element) return;
    // A transition: React builds what comes near in slices between frames, not in one long task.
    const markNear = () => startTransition(() => setNear(true));
    if (typeof IntersectionObserver === 'undefined') {
      markNear();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        markNear();
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [near, watch];
}
