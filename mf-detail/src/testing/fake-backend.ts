import { setRuntimeConfig } from 'shared-core';

export const CATALOG = 'http://catalog.test/catalog';
export const SUPABASE = 'http://supabase.test';

type Answer = { status?: number; body: unknown } | (() => Promise<never>);
export type Routes = Record<string, Answer>;

export interface FakeBackend {
  requests: Request[];
  /** Answers for `METHOD path` (path without the query), e.g. `GET /3/movie/603`. */
  routes: Routes;
}

/**
 * A fake network for component tests: RTK Query and supabase-js run for real and their requests
 * are answered from `routes` (unknown paths 404 like the catalog does). Pending answers never resolve.
 */
export function installFakeBackend(routes: Routes): FakeBackend {
  setRuntimeConfig({
    supabaseUrl: SUPABASE,
    supabaseAnonKey: 'anon-key',
    catalogUrl: CATALOG,
    demoMode: true,
  });
  const backend: FakeBackend = { requests: [], routes };
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    backend.requests.push(request);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/catalog/, '');
    const answer = backend.routes[`${request.method} ${path}`];
    if (typeof answer === 'function') return answer();
    const { status = 200, body } = answer ?? { status: 404, body: { status_code: 34 } };
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return backend;
}

/** An answer that never arrives: the screen stays in its loading state. */
export const pending = () => new Promise<never>(() => undefined);
