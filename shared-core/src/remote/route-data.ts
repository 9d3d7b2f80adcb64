import { catalogApi } from '../api/catalog-api';
import type { AppDispatch } from '../app/store';

/** What a route's data loader is given: the store's dispatch and the URL's parameters. */
export interface RouteDataInput {
  dispatch: AppDispatch;
  /** The route's path parameters (`{ id: '603' }` for `/movie/:id`). */
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
}

/**
 * The route-data contract: a remote's page module exports `loadRouteData` beside its component,
 * starting the queries its first render reads (RTK Query `initiate`/`prefetch`). The page server
 * calls it before rendering, and the browser before the page's first render.
 */
export type RouteDataLoader = (input: RouteDataInput) => void;

/** Settles when every query started so far has answered (or failed). */
export function settleRunningQueries(dispatch: AppDispatch): Promise<unknown> {
  return Promise.allSettled(dispatch(catalogApi.util.getRunningQueriesThunk()));
}
