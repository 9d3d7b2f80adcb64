import { setRuntimeConfig, type RuntimeConfig } from 'shared-core';

const CATALOG_URL = 'http://catalog.test/catalog';
const SUPABASE_URL = 'http://supabase.test';

export interface Reply {
  status?: number;
  body: unknown;
  /** Response headers besides the JSON content type (e.g. `content-range` for a count). */
  headers?: Record<string, string>;
}
/**
 * A reply, or a function that makes one when the request arrives (or never, see `pending`); it
 * gets the request, to answer by its query (`new URL(request.url).searchParams`).
 */
export type Answer = Reply | ((request: Request) => Reply | Promise<Reply>);
/** Answers by `METHOD path`, the path without the query: `GET /3/movie/603`, `PATCH /rest/v1/profiles`. */
export type FakeRoutes = Record<string, Answer>;

export interface FakeBackend {
  /** Every request sent, in order (read a body with `await request.clone().json()`). */
  requests: Request[];
  routes: FakeRoutes;
  /** The requests sent to `METHOD path`, e.g. `sentTo('PATCH /rest/v1/profiles')`. */
  sentTo(route: string): Request[];
  /** The JSON bodies of the requests sent to `METHOD path`, in order. */
  bodiesSentTo(route: string): Promise<unknown[]>;
}

const routeOf = (request: Request) =>
  `${request.method} ${new URL(request.url).pathname.replace(/^\/catalog/, '')}`;

/**
 * The backend of component tests, at the fetch level: the catalog and Supabase (REST, auth, edge
 * functions) answered from `routes`; RTK Query and supabase-js run for real. Unknown routes 404 as
 * the catalog does. Also sets the runtime config (demo mode on, the local checkout and no contact
 * address unless told otherwise).
 */
export function installFakeBackend(
  routes: FakeRoutes = {},
  {
    demoMode = true,
    plusCheckout = { kind: 'local' },
    contactEmail = null,
  }: Pick<Partial<RuntimeConfig>, 'demoMode' | 'plusCheckout' | 'contactEmail'> = {},
): FakeBackend {
  setRuntimeConfig({
    supabaseUrl: SUPABASE_URL,
    supabaseAnonKey: 'anon-key',
    catalogUrl: CATALOG_URL,
    demoMode,
    plusCheckout,
    contactEmail,
  });
  const backend: FakeBackend = {
    requests: [],
    routes,
    sentTo: (route) => backend.requests.filter((request) => routeOf(request) === route),
    bodiesSentTo: (route) =>
      Promise.all(backend.sentTo(route).map((request) => request.clone().json())),
  };
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    backend.requests.push(request);
    const answer = backend.routes[routeOf(request)];
    const {
      status = 200,
      body,
      headers = {},
    } = (await (typeof answer === 'function' ? answer(request) : answer)) ?? {
      status: 404,
      body: { status_code: 34 },
    };
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  }) as typeof fetch;
  return backend;
}

/** An answer that never arrives: the screen stays in its loading state. */
export const pending = () => new Promise<never>(() => undefined);

/** An answer the test gives when it chooses: install `answer`, then `await send(reply)`. */
export interface HeldAnswer {
  answer: Answer;
  /** Answers the first request, waiting for it to be sent if it has not been yet. */
  send(reply: Reply): Promise<void>;
}

/** Holds the answer to one request, to look at the screen while it waits. */
export function heldAnswer(): HeldAnswer {
  let requestArrived: (respond: (reply: Reply) => void) => void = () => {};
  const respond = new Promise<(reply: Reply) => void>((resolve) => (requestArrived = resolve));
  return {
    answer: () => new Promise<Reply>((resolve) => requestArrived(resolve)),
    send: async (reply) => (await respond)(reply),
  };
}

/** Supabase's answer to a write that returns no rows (an update or delete without `select`). */
export const noContent: Reply = { status: 204, body: null };
