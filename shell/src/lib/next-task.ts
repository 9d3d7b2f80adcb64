/**
 * Resolves in a new task, so the main thread can paint and answer input in between. Chromium's
 * `scheduler.yield()` runs the continuation ahead of other queued work; elsewhere, a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
