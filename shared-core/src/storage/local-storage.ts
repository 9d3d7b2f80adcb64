/** Reads a JSON value the app stored in the browser; a missing or corrupt entry gives `fallback`. */
export function readStored<T>(key: string, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

/** Stores a JSON value, or removes the key for `undefined`. Quota or privacy errors are ignored. */
export function writeStored(key: string, value: unknown): void {
  try {
    if (value === undefined) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage can be full or disabled (private mode): the app keeps working from memory.
  }
}
