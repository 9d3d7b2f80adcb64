import { setRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';

/** A deploy's config for tests: the catalog at `http://catalog.test/catalog`, no real backend. */
const TEST_RUNTIME_CONFIG: RuntimeConfig = {
  supabaseUrl: 'http://supabase.test',
  supabaseAnonKey: 'anon',
  catalogUrl: 'http://catalog.test/catalog',
  demoMode: false,
};

export const setTestRuntimeConfig = () => setRuntimeConfig(TEST_RUNTIME_CONFIG);

/**
 * Replaces `fetch` with a catalog answering each call with `answer(path)` (the path after the
 * catalog's base, with its query), or 404 when that gives nothing. Returns the paths asked, in order.
 */
export function fakeCatalog(answer: (path: string) => Response | undefined): string[] {
  const asked: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(new Request(input, init).url);
    const path = `${url.pathname.replace(/^\/catalog/, '')}${url.search}`;
    asked.push(path);
    return answer(path) ?? new Response('{}', { status: 404 });
  }) as typeof globalThis.fetch;
  return asked;
}
