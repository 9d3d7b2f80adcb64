import { readStored, writeStored } from 'shared-core';

export interface StoredList<T> {
  read(): T[];
  add(item: T): void;
  clear(): void;
  /** Calls back when the list changes in this tab or in another one. */
  subscribe(onChange: () => void): () => void;
}

interface StoredListOptions<T> {
  key: string;
  max: number;
  same: (a: T, b: T) => boolean;
  isValid: (value: unknown) => value is T;
  /** Runs after each change this tab makes. */
  onWrite?: () => void;
}

const changes = new EventTarget();

/** A most-recent-first list in browser storage, de-duplicated and capped. */
export function createStoredList<T>({
  key,
  max,
  same,
  isValid,
  onWrite,
}: StoredListOptions<T>): StoredList<T> {
  const read = () => {
    const stored = readStored<unknown>(key, []);
    return Array.isArray(stored) ? stored.filter(isValid).slice(0, max) : [];
  };
  const write = (items: T[] | undefined) => {
    writeStored(key, items);
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
