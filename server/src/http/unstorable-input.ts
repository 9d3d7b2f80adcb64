/** Deeper JSON than any API shape needs; past it, later recursive work could overflow the stack. */
const MAX_JSON_DEPTH = 32;

/**
 * Why a parsed query or body cannot be taken as it is, or undefined when it can. PostgreSQL text
 * cannot store a NUL character or half of a UTF-16 surrogate pair, so such input is refused up front
 * instead of failing deep in a query. The walk is iterative: a deeply nested body must not
 * overflow the stack before it is refused.
 */
export function unstorableInput(value: unknown): string | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) return problem;
    } else if (typeof current === 'object' && current !== null) {
      if (depth >= MAX_JSON_DEPTH) return `JSON must not nest deeper than ${MAX_JSON_DEPTH} levels`;
      for (const [key, child] of Object.entries(current)) {
        const problem = textProblem(key);
        if (problem) return problem;
        pending.push({ value: child, depth: depth + 1 });
      }
    }
  }
  return undefined;
}

// With the u flag a well-formed pair is one code point; only half of one is a surrogate (Cs).
const loneSurrogate = /\p{Cs}/u;

function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'Text must not contain NUL characters (\\u0000)';
  if (loneSurrogate.test(text)) return 'Text must be well-formed Unicode (no lone surrogates)';
  return undefined;
}
