import { startTransition, useCallback, useState, type RefCallback } from 'react';

/** Keys that move through or down a page: the visitor is heading below the first screen. */
const HEADING_ON_KEYS = new Set(['Tab', 'ArrowDown', 'PageDown', 'End', ' ']);

/**
 * Whether the watched elements are wanted, once and for good: as soon as any of them is on screen,
 * or the visitor heads down the page (scrolls it, or presses Tab or a key that moves down), so
 * what is below is ready when they get there. Pass `watch` as each element's ref. A browser
 * without IntersectionObserver wants everything at once.
 */
export function useOnScreenOrScroll(): [wanted: boolean, watch: RefCallback<Element>] {
  const [wanted, setWanted] = useState(false);
  const watch = useCallback((element: Element | null) => {
    if (!element) return;
    // A transition: React builds what is wanted in slices between frames, not in one long task.
    const markWanted = () => startTransition(() => setWanted(true));
    if (typeof IntersectionObserver === 'undefined') {
      markWanted();
      return;
    }
    const stop = () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('keydown', onKey);
    };
    const want = () => {
      stop();
      markWanted();
    };
    // The app's own scroll to the top of a page it opens is not the visitor heading down.
    const onScroll = () => {
      if (window.scrollY > 0) want();
    };
    const onKey = (event: KeyboardEvent) => {
      if (HEADING_ON_KEYS.has(event.key)) want();
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) want();
    });
    observer.observe(element);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('keydown', onKey, { passive: true });
    return stop;
  }, []);
  return [wanted, watch];
}
