import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { StoredList } from './stored-list';

/** The list's current items, re-read whenever it changes here or in another tab. */
export function useStoredList<T>(list: StoredList<T>): T[] {
  const cache = useRef<{ raw: string; items: T[] } | null>(null);
  const getSnapshot = useCallback(() => {
    const items = list.read();
    const raw = JSON.stringify(items);
    if (cache.current?.raw !== raw) cache.current = { raw, items };
    return cache.current.items;
  }, [list]);
  return useSyncExternalStore(list.subscribe, getSnapshot, getSnapshot);
}
