import { parseRouteId, type ContentKey } from '../features/content/content-route';

/** A page whose first screen's catalog calls are known from its path alone. */
export type FirstScreenRoute =
  { page: 'home' } | { page: 'discover' } | { page: 'title'; title: ContentKey };

const TITLE_PATH = /^\/movie\/([^/]+)\/*$/i;
/** Home and Discover as the router matches them (any case, trailing slashes); anchored: linear. */
const LIST_ROUTE = /^\/(discover)?\/*$/i;

/** The route's id as the router hands it to the page: decoded, or none when it cannot be. */
function titleOf(pathname: string): ContentKey | null {
  const routeId = TITLE_PATH.exec(pathname)?.[1];
  try {
    return routeId === undefined ? null : parseRouteId(decodeURIComponent(routeId));
  } catch {
    return null;
  }
}

/**
 * Which first screen a path shows, as the shell's router matches it: home, Discover or a title
 * page; null for any other page. The page server's hints (`scripts/lib/first-screen-requests.ts`)
 * name calls only for paths this gives the same page for; a test holds the two together.
 */
export function firstScreenRouteOf(pathname: string): FirstScreenRoute | null {
  const title = titleOf(pathname);
  if (title) return { page: 'title', title };
  const list = LIST_ROUTE.exec(pathname);
  if (!list) return null;
  return { page: list[1] ? 'discover' : 'home' };
}
