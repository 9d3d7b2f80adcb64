import { startTransition, useCallback, useState } from 'react';

/**
 * Whether an element is wanted, once and for good: as soon as any of it is on screen, or the
 * visitor scrolls the page (they are heading somewhere, and what is below should be ready when they
 * get there). Pass `watch` as the element's ref. A browser without IntersectionObserver wants
 * everything at once.
 */
export function useOnScreenOrScroll(): [wanted: boolean, watch: (element: Element | null) => void] {
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
    };
    const onScroll = () => {
      stop();
      markWanted();
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onScroll();
    });
    observer.observe(element);
    window.addEventListener('scroll', onScroll, { passive: true });
    return stop;
  }, []);
  return [wanted, watch];
}
