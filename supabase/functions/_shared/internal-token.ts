/**
 * How WatchWhere's own servers (the page server, the alert engine) say a catalog call is theirs,
 * so the per-client limit leaves it alone: the shared secret CATALOG_INTERNAL_TOKEN in this header.
 * Server to server only: never in a page's state or a browser.
 */
export const INTERNAL_TOKEN_HEADER = 'x-watchwhere-internal-token';

/** `headers` with the internal token added, when there is one. */
export function withInternalToken(
  headers: Record<string, string>,
  token: string | undefined,
): Record<string, string> {
  return token ? { ...headers, [INTERNAL_TOKEN_HEADER]: token } : headers;
}
