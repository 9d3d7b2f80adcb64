import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { readTabStored, writeTabStored } from 'shared-core';

/** How long a restore waits for a lazily loaded page to grow tall enough. */
const RESTORE_TIMEOUT_MS = 3000;
/** Positions kept for Back and Forward, newest last. */
const MAX_POSITIONS = 50;

type Positions = Record<string, number>;

// Storage full or blocked: Back then starts at the top, as a new page does.
const readPositions = () => readTabStored<Positions>('scrollPositions', {});

function savePosition(key: string, y: number) {
  const positions = readPositions();
  delete positions[key];
  positions[key] = y;
  const kept = Object.entries(positions).slice(-MAX_POSITIONS);
  writeTabStored('scrollPositions', Object.fromEntries(kept));
}

/** Scrolls to `y` once the page is tall enough (remote pages arrive after the route changes). */
function restore(y: number): () => void {
  const deadline = performance.now() + RESTORE_TIMEOUT_MS;
  let frame = 0;
  const attempt = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= y;
    if (reachable || performance.now() > deadline) {
      window.scrollTo(0, y);
      return;
    }
    frame = requestAnimationFrame(attempt);
  };
  attempt();
  const stop = () => cancelAnimationFrame(frame);
  // A user who scrolls or presses a key meanwhile has taken over.
  window.addEventListener('wheel', stop, { once: true, passive: true });
  window.addEventListener('touchstart', stop, { once: true, passive: true });
  window.addEventListener('keydown', stop, { once: true });
  return () => {
    stop();
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchstart', stop);
    window.removeEventListener('keydown', stop);
  };
}

/**
 * The router's scroll manager (the declarative router has no ScrollRestoration): a navigation to
 * another page starts at the top; Back and Forward return to where the user left that entry. A
 * change of the query or hash on the same page (filters, a search) leaves the scroll alone.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(location);
  // Where the user is, kept as they scroll: by the time the next page has rendered, a shorter
  // page may already have pulled window.scrollY up.
  const lastY = useRef(0);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const track = () => {
      lastY.current = window.scrollY;
    };
    // Read once the next frame has painted, when the page is normally laid out. Reading scrollY
    // any earlier lays out the whole page just committed out of turn, and in a frame callback the
    // other callbacks then change it again before it paints: the first screen was laid out twice
    // (54-68 ms more, unthrottled, on Discover's).
    let afterPaint = 0;
    const firstRead = requestAnimationFrame(() => {
      afterPaint = window.setTimeout(track);
    });
    window.addEventListener('scroll', track, { passive: true });
    return () => {
      cancelAnimationFrame(firstRead);
      clearTimeout(afterPaint);
      window.removeEventListener('scroll', track);
    };
  }, []);

  useLayoutEffect(() => {
    const left = previous.current;
    previous.current = location;
    if (left.key === location.key) return;
    savePosition(left.key, lastY.current);
    if (navigationType === 'POP') {
      const saved = readPositions()[location.key];
      if (saved !== undefined) return restore(saved);
    }
    if (navigationType === 'POP' || left.pathname !== location.pathname) window.scrollTo(0, 0);
  }, [location, navigationType]);
}
