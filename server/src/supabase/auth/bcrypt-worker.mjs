// Plain JavaScript on purpose: worker threads do not inherit a TypeScript loader registered in the
// parent (Playwright's, for one), so this file must run on bare Node.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { hashSync, verifySync } from '@node-rs/bcrypt';

/** Below request handling: hashing gives way to the threads that answer requests. */
const HASHING_NICE = 10;

try {
  // Linux: /proc/thread-self names this thread, and setpriority on a thread id renices only that thread.
  const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  setPriority(threadId, HASHING_NICE);
} catch {
  // Elsewhere hashing runs at normal priority, still off the event loop.
}

/**
 * One bcrypt operation on this worker thread: a hash (`{ password, cost }`) or a verification
 * (`{ password, hash }`).
 * @param {{ password: string, cost?: number, hash?: string }} task
 * @returns {string | boolean}
 */
export default function bcrypt(task) {
  return task.hash === undefined
    ? hashSync(task.password, { cost: task.cost })
    : verifySync(task.password, task.hash);
}
