/** When a part of a run must stop starting work. */
export interface RunDeadline {
  passed(): boolean;
}

/** `ms` from now on `clock` (milliseconds); undefined: never. */
export function runDeadline(ms: number | undefined, clock: () => number = Date.now): RunDeadline {
  if (ms === undefined) return { passed: () => false };
  const end = clock() + ms;
  return { passed: () => clock() >= end };
}
