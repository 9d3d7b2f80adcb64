import type { FetchArgs, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

/** The offline catalog's marker: a response header on every answer, a top-level field on most. */
export const SAMPLE_MARKER = 'x_sample';

/**
 * Whether one catalog answer says its data is sample data: true when it carries the marker, false
 * for a successful TMDB-shaped answer (`/3/…`) without it, undefined when it cannot tell (a
 * failure, or a WatchWhere route such as `/ww/today` that carries no marker either way).
 */
export function sampleMarkerOf(
  args: string | FetchArgs,
  data: unknown,
  meta: FetchBaseQueryMeta | undefined,
): boolean | undefined {
  const response = meta?.response;
  if (!response?.ok) return undefined;
  if (response.headers.get(SAMPLE_MARKER) === 'true') return true;
  if (typeof data === 'object' && data !== null && SAMPLE_MARKER in data) {
    return (data as Record<string, unknown>)[SAMPLE_MARKER] === true;
  }
  const url = typeof args === 'string' ? args : args.url;
  return url.replace(/^\//, '').startsWith('3/') ? false : undefined;
}
