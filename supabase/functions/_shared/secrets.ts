import { timingSafeEqual } from 'node:crypto';

const encoder = new TextEncoder();

/** Whether a given secret is the expected one, compared in constant time; never for an empty one. */
export function sameSecret(given: string, expected: string): boolean {
  const a = encoder.encode(given);
  const b = encoder.encode(expected);
  return expected !== '' && a.length === b.length && timingSafeEqual(a, b);
}
