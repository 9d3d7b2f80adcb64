/**
 * True when a parsed query or body holds a NUL character in any key or string. PostgreSQL text
 * cannot store it, so such input is refused up front instead of failing deep in a query. The walk is
 * iterative: a deeply nested body must not overflow the stack.
 */
export function containsNulByte(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}
