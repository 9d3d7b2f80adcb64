import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { safeRedirectPath, withRedirect } from './redirect-path';

export interface RedirectTarget {
  /** Where the current page's `redirect` parameter says to go next, or null when it names none. */
  target: string | null;
  /** `path` carrying the same target on, so it survives the next step. */
  carry: (path: string) => string;
}

/** The current page's `redirect` target, validated, and a way to pass it on. */
export function useRedirectTarget(): RedirectTarget {
  const [params] = useSearchParams();
  const target = safeRedirectPath(params.get('redirect'));
  const carry = useCallback((path: string) => withRedirect(path, target), [target]);
  return { target, carry };
}

/** Pages that are steps on the way somewhere else: they pass their own target on. */
const WAYPOINTS = ['/auth', '/welcome', '/onboarding'];

/**
 * The sign-in page that returns here once signed in. From a page on the way somewhere else
 * (sign-in itself, welcome, onboarding) it returns to where that page was going.
 */
export function useSignInPath(): string {
  const { pathname, search } = useLocation();
  const waypoint = WAYPOINTS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
  const target = waypoint
    ? safeRedirectPath(new URLSearchParams(search).get('redirect'))
    : `${pathname}${search}`;
  return withRedirect('/auth', target);
}
