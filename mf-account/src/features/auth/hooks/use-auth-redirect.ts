import { useRedirectTarget } from 'shared-core';

/**
 * Where to go once signed in: the `redirect` query parameter, validated by shared-core's
 * `safeRedirectPath` (`/auth?redirect=account` → /account, `?redirect=movie/603` → /movie/603),
 * else home; and this page with the same target, for a provider to come back to.
 */
export function useAuthRedirect(): { target: string; authPath: string } {
  const { target, carry } = useRedirectTarget();
  return { target: target ?? '/', authPath: carry('/auth') };
}
