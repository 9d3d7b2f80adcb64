import { prefetchWatchProviderList } from '../features/account/get-watch-provider-list';
import { prefetchCatalogConfiguration } from '../features/content/api/get-catalog-configuration';
import { parseRouteId } from '../features/content/content-route';
import { prefetchPopular } from '../features/discovery/api/get-popular';
import { prefetchTrending } from '../features/discovery/api/get-trending';
import { prefetchTitleDetails } from '../features/title/api/get-title-details';
import { prefetchWatchProviders } from '../features/title/api/get-watch-providers';
import type { AppDispatch } from './store';

type Prefetch = () => ReturnType<typeof prefetchPopular>;

const TITLE_PATH = /^\/movie\/([^/]+)\/*$/i;

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
  // As the router matches them: in any case, with or without a trailing slash.
  const route = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  if (route === '/') return [() => prefetchPopular('all')];
  if (route === '/discover')
    return [
      () => prefetchPopular('movie'),
      () => prefetchPopular('tv'),
      prefetchTrending,
      prefetchWatchProviderList,
    ];
  return [];
}

/**
 * Starts the first screen's catalog queries (home, Discover, a title page) as soon as the store
 * exists, before the page has loaded: their answers (preloaded with the HTML) are then in the
 * store when the page first renders, and it renders them in that first render, in slices, rather
 * than in one long synchronous render when the answers land. A query string (`?q=`, a service
 * filter) makes other calls.
 */
export function prefetchFirstScreen(
  dispatch: AppDispatch,
  page: { pathname: string; search: string },
): void {
  if (page.search !== '') return;
  const queries = firstScreenQueries(page.pathname);
  if (queries.length === 0) return;
  dispatch(prefetchCatalogConfiguration());
  for (const start of queries) dispatch(start());
}
