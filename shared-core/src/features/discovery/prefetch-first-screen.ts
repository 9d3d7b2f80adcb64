import { prefetchCatalogConfiguration } from '../content/api/get-catalog-configuration';
import { prefetchPopular } from './api/get-popular';

/** The store's dispatch, as far as these queries need it. */
type PrefetchDispatch = (
  action: ReturnType<typeof prefetchPopular> | ReturnType<typeof prefetchCatalogConfiguration>,
) => unknown;

/**
 * Starts home's catalog queries as soon as the store exists, before its page has loaded: their
 * answers (preloaded with the HTML) are then in the store when the page first renders, and its
 * cards render in that first render, in slices, rather than in one long synchronous render when
 * the answers land. A search (`?q=`) makes other calls.
 */
export function prefetchFirstScreen(
  dispatch: PrefetchDispatch,
  page: { pathname: string; search: string },
): void {
  if (page.pathname !== '/' || page.search !== '') return;
  dispatch(prefetchCatalogConfiguration());
  dispatch(prefetchPopular('all'));
}
