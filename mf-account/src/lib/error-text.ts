/** The message of a failed mutation (its CUSTOM_ERROR text, or a thrown error's message). */
export function errorText(error: unknown): string {
  const detail = error as { error?: unknown; message?: unknown } | undefined;
  if (typeof detail?.error === 'string') return detail.error;
  if (typeof detail?.message === 'string') return detail.message;
  return 'Something went wrong';
}

/** What a form shows of a mutation's result: the failure's message, or null when it worked. */
export const refusalOf = (result: { error?: unknown }): string | null =>
  result.error ? errorText(result.error) : null;
