export interface PolicySources {
  /** `/remotes.json`: remote name → manifest URL. */
  remotes: Record<string, string>;
  supabaseUrl: string;
  catalogUrl: string;
  /** Where posters come from when it is not the catalog's own origin (TMDB mode: TMDB's image host). */
  imageBaseUrl?: string;
}

/** TMDB's image host, what its `/configuration` names when the backend proxies TMDB. */
const TMDB_IMAGE_BASE_URL = 'https://image.tmdb.org/t/p/';

/** CATALOG_IMAGE_BASE_URL, else TMDB's image host when the backend's environment has a TMDB key. */
export function imageBaseUrlFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  if (env.CATALOG_IMAGE_BASE_URL) return env.CATALOG_IMAGE_BASE_URL;
  return env.TMDB_API_KEY || env.TMDB_READ_TOKEN ? TMDB_IMAGE_BASE_URL : undefined;
}

const originOf = (url: string) => new URL(url).origin;

/** Supabase Realtime's WebSocket origin for a Supabase URL (http → ws, https → wss). */
const websocketOriginOf = (url: string) => originOf(url).replace(/^http/, 'ws');

/**
 * The shell page's Content-Security-Policy: scripts only from our origin and the configured
 * remotes, network calls only to our origin, Supabase, the catalog and the remotes (whose
 * WebAssembly, the planner's solver, is fetched and compiled in a worker started from a blob:
 * `'wasm-unsafe-eval'` allows compiling, not eval), images only from our origin and the
 * catalog's. Styles allow inline because styled-components injects its rules at run time.
 */
export function contentSecurityPolicyFor(sources: PolicySources): string {
  const remotes = Object.values(sources.remotes).map(originOf);
  const supabase = originOf(sources.supabaseUrl);
  const catalog = originOf(sources.catalogUrl);
  const images = sources.imageBaseUrl ? [new URL(sources.imageBaseUrl).href] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...remotes],
    'connect-src': [
      "'self'",
      supabase,
      websocketOriginOf(sources.supabaseUrl),
      catalog,
      ...remotes,
    ],
    'worker-src': ["'self'", 'blob:'],
    'img-src': ["'self'", 'data:', catalog, ...images],
    'style-src': ["'self'", "'unsafe-inline'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...new Set(values)].join(' '))
    .join('; ');
}
