/**
 * The `error` a WatchWhere function answered with (`{ "error": "…" }`), read from the response
 * supabase-js keeps on a non-2xx answer; otherwise the client's own message.
 */
export async function functionErrorMessage(error: Error & { context?: unknown }): Promise<string> {
  const response = error.context as Partial<Response> | undefined;
  if (typeof response?.json === 'function') {
    const body: unknown = await response.json().catch(() => undefined);
    const message = (body as { error?: unknown } | undefined)?.error;
    if (typeof message === 'string' && message) return message;
  }
  return error.message;
}
