import { browserStorageName } from './browser-storage-name';
import type { LocalStorageId, SessionStorageId } from './browser-storage-registry';

type Area = 'localStorage' | 'sessionStorage';

function read<T>(area: Area, name: string, fallback: T): T {
  try {
    const raw = window[area].getItem(name);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

function write(area: Area, name: string, value: unknown): void {
  try {
    if (value === undefined) window[area].removeItem(name);
    else window[area].setItem(name, JSON.stringify(value));
  } catch {
    // Storage can be full or disabled (private mode): the app keeps working from memory.
  }
}

/** Reads a JSON value the app stored in the browser; a missing or corrupt entry gives `fallback`. */
export const readStored = <T>(id: LocalStorageId, fallback: T): T =>
  read('localStorage', browserStorageName(id), fallback);

/** Stores a JSON value, or removes the entry for `undefined`. Quota or privacy errors are ignored. */
export const writeStored = (id: LocalStorageId, value: unknown): void =>
  write('localStorage', browserStorageName(id), value);

/** Whether the browser holds the entry at all (false where storage is blocked). */
export function isStored(id: LocalStorageId): boolean {
  try {
    return window.localStorage.getItem(browserStorageName(id)) !== null;
  } catch {
    return false;
  }
}

/** As `readStored`, for what lasts only as long as the tab. */
export const readTabStored = <T>(id: SessionStorageId, fallback: T): T =>
  read('sessionStorage', browserStorageName(id), fallback);

/** As `writeStored`, for what lasts only as long as the tab. */
export const writeTabStored = (id: SessionStorageId, value: unknown): void =>
  write('sessionStorage', browserStorageName(id), value);
