import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { prefetchWatchProviderList } from '../features/account/get-watch-provider-list';
import { prefetchCatalogConfiguration } from '../features/content/api/get-catalog-configuration';
import { parseRouteId } from '../features/content/content-route';
import { prefetchPopular } from '../features/discovery/api/get-popular';
import { prefetchTrending } from '../features/discovery/api/get-trending';
import { prefetchTitleDetails } from '../features/title/api/get-title-details';
import { prefetchWatchProviders } from '../features/title/api/get-watch-providers';
import type { AppDispatch } from './store';

/** A query's early start: RTK Query's `util.prefetch` thunk. */
type Prefetch = () => ThunkAction<void, unknown, unknown, UnknownAction>;

const TITLE_PATH = /^\/movie\/([^/]+)\/*$/i;
/** Home and Discover as the router matches them (any case, trailing slashes); anchored: linear. */
const LIST_ROUTE = /^\/(discover)?\/*$/i;

/** The route's id as the router hands it to the page: decoded, or none when it cannot be. */
function titleOf(pathname: string) {
  const routeId = TITLE_PATH.exec(pathname)?.[1];
  try {
    return routeId === undefined ? null : parseRouteId(decodeURIComponent(routeId));
  } catch {
    return null;
  }
}

/** The catalog queries each page's first render makes, beside the configuration every page reads. */
function firstScreenQueries(pathname: string): Prefetch[] {
  const title = titleOf(pathname);
  if (title) return [() => prefetchTitleDetails(title), () => prefetchWatchProviders(title)];
  const list = LIST_ROUTE.exec(pathname);
  if (!list) return [];
  if (!list[1]) return [() => prefetchPopular('all')];
  return [
    () => prefetchPopular('movie'),
    () => prefetchPopular('tv'),
    prefetchTrending,
    prefetchWatchProviderList,
  ];
}

/**
 * Starts the first screen's catalog queries (home, Discover, a title page) as soon as the store
 * exists, before the page has loaded: their answers (preloaded with the HTML) are then in the
 * store when the page first renders, and it renders them in that first render, in slices, rather
 * than in one long synchronous render when the answers land. The shell calls it only for a page
 * whose HTML preloads these calls: the page server leaves out a search, a filter or a title the
 * catalog does not know, whose calls differ or whose 404 the page would ask for again.
 */
export function prefetchFirstScreen(dispatch: AppDispatch, pathname: string): void {
  const queries = firstScreenQueries(pathname);
  if (queries.length === 0) return;
  dispatch(prefetchCatalogConfiguration());
  for (const start of queries) dispatch(start());
}
