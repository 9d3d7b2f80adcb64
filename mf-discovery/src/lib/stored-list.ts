import {
  BROWSER_STORAGE,
  browserStorageName,
  readStored,
  writeStored,
  type StoredListId,
} from 'shared-core';

export interface StoredList<T> {
  read(): T[];
  add(item: T): void;
  clear(): void;
  /** Calls back when the list changes in this tab or in another one. */
  subscribe(onChange: () => void): () => void;
}

interface StoredListOptions<T> {
  /** Its entry in shared-core's storage registry, which says how many entries it keeps. */
  id: StoredListId;
  same: (a: T, b: T) => boolean;
  isValid: (value: unknown) => value is T;
  /** Runs after each change this tab makes. */
  onWrite?: () => void;
}

const changes = new EventTarget();

/** A most-recent-first list in browser storage, de-duplicated and capped. */
export function createStoredList<T>({
  id,
  same,
  isValid,
  onWrite,
}: StoredListOptions<T>): StoredList<T> {
  const max = BROWSER_STORAGE[id].maxEntries;
  const key = browserStorageName(id);
  const read = () => {
    const stored = readStored<unknown>(id, []);
    return Array.isArray(stored) ? stored.filter(isValid).slice(0, max) : [];
  };
  const write = (items: T[] | undefined) => {
    writeStored(id, items);
    onWrite?.();
    changes.dispatchEvent(new Event(key));
  };
  return {
    read,
    add: (item) => write([item, ...read().filter((other) => !same(other, item))].slice(0, max)),
    clear: () => write(undefined),
    subscribe(onChange) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) onChange();
      };
      window.addEventListener('storage', onStorage);
      changes.addEventListener(key, onChange);
      return () => {
        window.removeEventListener('storage', onStorage);
        changes.removeEventListener(key, onChange);
      };
    },
  };
}
