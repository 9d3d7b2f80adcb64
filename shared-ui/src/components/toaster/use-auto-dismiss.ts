import { useEffect, useRef } from 'react';
import { useLatest } from '../../hooks/use-latest';

/** Calls `onExpire` after `duration` ms of not being paused; null never expires. */
export function useAutoDismiss(duration: number | null, paused: boolean, onExpire: () => void) {
  const remaining = useRef(duration);
  const latestOnExpire = useLatest(onExpire);

  useEffect(() => {
    const timeLeft = remaining.current;
    if (paused || timeLeft === null) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => latestOnExpire.current(), timeLeft);
    return () => {
      clearTimeout(timer);
      remaining.current = timeLeft - (Date.now() - startedAt);
    };
  }, [paused, latestOnExpire]);
}
