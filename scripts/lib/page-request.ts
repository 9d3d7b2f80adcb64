// What the shell's server reads of a page request: the path, the query the app acts on, whether
// the browser gets past the onboarding gate, and whether its home shows rows of its own (the app's
// cookies). Web-standard APIs only, for edge functions too.
import openPaths from '../../shell/src/lib/open-paths.json' with { type: 'json' };
import type { CookieId } from '../../shared-core/src/storage/browser-storage-registry.js';
import type { PageRequest } from './shell-html.js';

/** Parameters links pick up on the way (campaigns, click ids) that the app never reads. */
const TRACKING_PARAMETER = /^(utm_\w+|fbclid|gclid|msclkid|mc_eid|igshid)$/i;

/** Whether the app set one of its flag cookies (names from shared-core's storage registry). */
const hasCookie = (cookieHeader: string | undefined, name: CookieId) =>
  (cookieHeader ?? '').split(';').some((cookie) => cookie.trim() === `${name}=1`);

/** A request target (`/movie/603?utm_source=x`) and its Cookie header, as a page request. */
export function pageRequestOf(target: string, cookieHeader: string | undefined): PageRequest {
  const queryStart = target.indexOf('?');
  const pathname = queryStart < 0 ? target : target.slice(0, queryStart);
  const query = new URLSearchParams(queryStart < 0 ? '' : target.slice(queryStart + 1));
  for (const name of [...query.keys()]) if (TRACKING_PARAMETER.test(name)) query.delete(name);
  return {
    pathname,
    search: query.size > 0 ? `?${query}` : '',
    onboarded: hasCookie(cookieHeader, 'watchwhere_onboarded'),
    ownHomeRows: hasCookie(cookieHeader, 'watchwhere_home_rows'),
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
