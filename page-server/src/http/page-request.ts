// What the shell's server reads of a page request: the path, the query the app acts on, and the
// headers the render reads (cookies, User-Agent). Web-standard APIs only.
import type { PageRequest } from './shell-html.js';

/** Parameters links pick up on the way (campaigns, click ids) that the app never reads. */
const TRACKING_PARAMETER = /^(utm_\w+|fbclid|gclid|msclkid|mc_eid|igshid)$/i;

/** A request target (`/movie/603?utm_source=x`) and its headers, as a page request. */
export function pageRequestOf(
  target: string,
  headers: { cookie?: string; 'user-agent'?: string; 'accept-language'?: string },
): PageRequest {
  const queryStart = target.indexOf('?');
  const pathname = queryStart < 0 ? target : target.slice(0, queryStart);
  const query = new URLSearchParams(queryStart < 0 ? '' : target.slice(queryStart + 1));
  for (const name of [...query.keys()]) if (TRACKING_PARAMETER.test(name)) query.delete(name);
  return {
    pathname,
    search: query.size > 0 ? `?${query}` : '',
    cookies: headers.cookie ?? '',
    userAgent: headers['user-agent'] ?? '',
    acceptLanguage: headers['accept-language'] ?? '',
  };
}
