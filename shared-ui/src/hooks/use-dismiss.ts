import { useEffect, type RefObject } from 'react';
import { useLatest } from './use-latest';

export type DismissReason = 'escape' | 'outside';

/** While `active`, calls `onDismiss` on Escape or on a pointer press outside every element in `insideRefs`. */
export function useDismiss(
  active: boolean,
  insideRefs: ReadonlyArray<RefObject<HTMLElement | null>>,
  onDismiss: (reason: DismissReason) => void,
) {
  const latest = useLatest({ insideRefs, onDismiss });

  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      const inside = latest.current.insideRefs.some((ref) => ref.current?.contains(target));
      if (!inside) latest.current.onDismiss('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current.onDismiss('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [active, latest]);
}
