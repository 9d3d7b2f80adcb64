/**
 * The digest the server gives a part of a page it left to the browser (out of time, or failed on
 * the server): the browser renders that part itself, as designed, so hydrating it is no error.
 */
export const LEFT_TO_BROWSER_DIGEST = 'watchwhere:left-to-browser';

/** Whether a recoverable hydration error is a part the server left to the browser. */
export const isLeftToBrowser = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { digest?: unknown }).digest === LEFT_TO_BROWSER_DIGEST;
