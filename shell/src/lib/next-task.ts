/**
 * Resolves in a new task, so the main thread can paint and answer input in between. Chromium's
 * `scheduler.yield()` runs the continuation ahead of other queued work; elsewhere, a zero timeout.
 */
export function nextTask(): Promise<void> {
  if ('scheduler' in globalThis && 'yield' in scheduler) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
