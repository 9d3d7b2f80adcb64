import { setRuntimeConfig } from 'shared-core';

/** Where supabase-js keeps the session for the Supabase these tests configure. */
export const STORED_SESSION_KEY = 'sb-localhost-auth-token';

/** The runtime config of this package's tests: Supabase on localhost. */
export function configureLocalSupabase(): void {
  setRuntimeConfig({
    supabaseUrl: 'http://localhost:54321',
    supabaseAnonKey: 'anon-key',
    catalogUrl: 'http://localhost:54321/catalog/3',
    demoMode: true,
  });
}

interface Reply {
  status?: number;
  body?: unknown;
}

export interface LocalSupabase {
  /** Supabase's answers by `METHOD path`; anything else is a 404. */
  replies: Record<string, Reply>;
  /** `METHOD path` of every request supabase-js sent, in order. */
  sent: string[];
  /** The query strings those requests carried (PostgREST's filters), in the same order. */
  queries: string[];
}

/** Supabase at the fetch level, so the real supabase-js client runs against `replies`. */
export function stubSupabaseFetch(replies: Record<string, Reply>): LocalSupabase {
  const backend: LocalSupabase = { replies, sent: [], queries: [] };
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname}`;
    backend.sent.push(route);
    backend.queries.push(decodeURIComponent(url.search));
    const { status = 200, body = null } = backend.replies[route] ?? { status: 404 };
    return new Response(status === 204 ? null : JSON.stringify(body), { status });
  }) as typeof fetch;
  return backend;
}
