const messageOf = (error: unknown): string => {
  if (typeof error === 'string') return error;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : 'Something went wrong';
};

/**
 * A failed call as an endpoint's `queryFn` returns it: a `CUSTOM_ERROR` carrying the message a
 * person should read (an Error's or a Supabase error's `message`, or the text given).
 */
export const backendError = (error: unknown) => ({
  error: { status: 'CUSTOM_ERROR' as const, error: messageOf(error) },
});

/** What a call's result says went wrong (the message `backendError` carried), or null if it worked. */
export const failureMessage = (result: { error?: unknown }): string | null =>
  result.error ? messageOf((result.error as { error?: unknown }).error ?? result.error) : null;
