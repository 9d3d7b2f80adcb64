// What the shell's server reads of a page request: the path, the query the app acts on, and whether
// the browser gets past the onboarding gate (the shell's cookie). Web-standard APIs only, for edge
// functions too.
import openPaths from '../../shell/src/lib/open-paths.json' with { type: 'json' };
import type { PageRequest } from './shell-html.js';

/** As shared-core's `ONBOARDED_COOKIE` (the shell sets it; a test holds the two equal). */
export const ONBOARDED_COOKIE = 'watchwhere_onboarded';

/** Parameters links pick up on the way (campaigns, click ids) that the app never reads. */
const TRACKING_PARAMETER = /^(utm_\w+|fbclid|gclid|msclkid|mc_eid|igshid)$/i;

const hasOnboardedCookie = (cookieHeader: string | undefined) =>
  (cookieHeader ?? '').split(';').some((cookie) => cookie.trim() === `${ONBOARDED_COOKIE}=1`);

/** A request target (`/movie/603?utm_source=x`) and its Cookie header, as a page request. */
export function pageRequestOf(target: string, cookieHeader: string | undefined): PageRequest {
  const queryStart = target.indexOf('?');
  const pathname = queryStart < 0 ? target : target.slice(0, queryStart);
  const query = new URLSearchParams(queryStart < 0 ? '' : target.slice(queryStart + 1));
  for (const name of [...query.keys()]) if (TRACKING_PARAMETER.test(name)) query.delete(name);
  return {
    pathname,
    search: query.size > 0 ? `?${query}` : '',
    onboarded: hasOnboardedCookie(cookieHeader),
  };
}

const isOpenPath = (pathname: string) =>
  openPaths.some((open) => pathname === open || pathname.startsWith(`${open}/`));

const WELCOME: PageRequest = { pathname: '/welcome', search: '', onboarded: false };

/**
 * The page the browser will show: the shell's onboarding gate sends a browser without the cookie
 * from any other page to /welcome (a signed-in user's choices may still come with their profile;
 * such a browser gets /welcome's hints once, and the cookie from then on).
 */
export const pageShown = (page: PageRequest): PageRequest =>
  page.onboarded || isOpenPath(page.pathname) ? page : WELCOME;
