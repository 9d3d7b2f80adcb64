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

type ApiState = ReturnType<typeof catalogApi.reducer>;

const apiStateOf = (state: Record<string, unknown>) =>
  state[catalogApi.reducerPath] as ApiState | undefined;

/** Whether every catalog call the store made has answered: none failed or still running. */
export function everyQueryAnswered(state: Record<string, unknown>): boolean {
  return Object.values(apiStateOf(state)?.queries ?? {}).every(
    (query) => query?.status === 'fulfilled',
  );
}

/**
 * The store's state for the browser to start from: every query the render settled (answered or
 * failed), none still running, which the browser's store would take for a request in flight and
 * never ask again.
 */
export function settledState<State extends Record<string, unknown>>(state: State): State {
  const api = apiStateOf(state);
  if (!api) return state;
  const settled = Object.fromEntries(
    Object.entries(api.queries).filter(
      ([, query]) => query?.status === 'fulfilled' || query?.status === 'rejected',
    ),
  );
  return { ...state, [catalogApi.reducerPath]: { ...api, queries: settled, subscriptions: {} } };
}
