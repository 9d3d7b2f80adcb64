import { useSearchParams } from 'react-router';

/**
 * Where to go once signed in: the `redirect` query parameter as an in-app path
 * (`/auth?redirect=account` → /account), else home. Anything that is not a plain path is ignored.
 */
export function useAuthRedirect(): { target: string; authPath: string } {
  const [params] = useSearchParams();
  const redirect = params.get('redirect')?.trim().replace(/^\/+/, '') ?? '';
  const safe = /^[\w\-/]*(\?[\w\-=&%.]*)?$/.test(redirect) ? redirect : '';
  return {
    target: `/${safe}`,
    authPath: safe ? `/auth?redirect=${encodeURIComponent(safe)}` : '/auth',
  };
}
