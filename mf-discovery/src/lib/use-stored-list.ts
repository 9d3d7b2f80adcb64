import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { StoredList } from './stored-list';

/** What the server renders, and hydration starts from: the server never sees browser storage. */
const NONE_ON_THE_SERVER: never[] = [];
const noneOnTheServer = () => NONE_ON_THE_SERVER;

/**
 * The list's current items, re-read whenever it changes here or in another tab; none in the
 * server's render, and so in the first render of a page hydrating it.
 */
export function useStoredList<T>(list: StoredList<T>): T[] {
  const cache = useRef<{ raw: string; items: T[] } | null>(null);
  const getSnapshot = useCallback(() => {
    const items = list.read();
    const raw = JSON.stringify(items);
    if (cache.current?.raw !== raw) cache.current = { raw, items };
    return cache.current.items;
  }, [list]);
  return useSyncExternalStore(list.subscribe, getSnapshot, noneOnTheServer);
}
