import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { prefetchWatchProviderList } from '../features/account/get-watch-provider-list';
import { prefetchCatalogConfiguration } from '../features/content/api/get-catalog-configuration';
import { prefetchPopular } from '../features/discovery/api/get-popular';
import { prefetchPopularSearches } from '../features/discovery/api/popular-searches';
import { prefetchTrending } from '../features/discovery/api/get-trending';
import { prefetchTitleDetails } from '../features/title/api/get-title-details';
import { prefetchWatchProviders } from '../features/title/api/get-watch-providers';
import { firstScreenRouteOf, type FirstScreenRoute } from './first-screen-route';
import type { AppDispatch } from './store';

/** A query's early start: RTK Query's `util.prefetch` thunk. */
type Prefetch = () => ThunkAction<void, unknown, unknown, UnknownAction>;

/**
 * The queries each page's first render makes, beside the configuration every page reads: catalog
 * calls, and on home and Discover the shared popular searches (a backend call, not among the
 * HTML's preloads: the app sends the anon key in headers, and a preload serves only the same
 * request).
 */
function firstScreenQueries(route: FirstScreenRoute): Prefetch[] {
  switch (route.page) {
    case 'title':
      return [() => prefetchTitleDetails(route.title), () => prefetchWatchProviders(route.title)];
    case 'home':
      return [prefetchPopularSearches, () => prefetchPopular('all')];
    case 'discover':
      return [
        prefetchPopularSearches,
        () => prefetchPopular('movie'),
        () => prefetchPopular('tv'),
        prefetchTrending,
        prefetchWatchProviderList,
      ];
  }
}

/**
 * Starts the first screen's queries (home, Discover, a title page) as soon as the store exists,
 * before the page has loaded: their answers (the catalog's preloaded with the HTML) are then in the
 * store when the page first renders, and it renders them in that first render, in slices, rather
 * than in one long synchronous render when the answers land. The shell calls it only for a page
 * whose HTML preloads catalog calls: the page server names them only for these pages, and leaves
 * out a search, a filter, or a title the catalog does not know (whose 404 the page would ask for
 * again).
 */
export function prefetchFirstScreen(dispatch: AppDispatch, pathname: string): void {
  const route = firstScreenRouteOf(pathname);
  if (!route) return;
  dispatch(prefetchCatalogConfiguration());
  for (const start of firstScreenQueries(route)) dispatch(start());
}
