const SECRET_KEYS = new Set(['password']);

/**
 * A copy of `value` with every password replaced, for what leaves the app for Redux DevTools: a
 * sign-in or password change passes its password as an endpoint's argument, which RTK Query puts in
 * the action and, for a mutation hook, in its state.
 */
export function redactSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map(redactSecrets) as T;
  if (
    value === null ||
    typeof value !== 'object' ||
    Object.getPrototypeOf(value) !== Object.prototype
  ) {
    return value;
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [
      key,
      SECRET_KEYS.has(key) ? '[redacted]' : redactSecrets(entry),
    ]),
  ) as T;
}
