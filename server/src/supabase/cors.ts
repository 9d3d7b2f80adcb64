const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Browsers may call from any localhost port (the apps, Storybook) and from the configured site URLs. */
export function isAllowedOrigin(origin: string, siteUrls: string[]): boolean {
  try {
    const url = new URL(origin);
    if (localHosts.has(url.hostname)) return true;
    return siteUrls.some((site) => new URL(site).origin === url.origin);
  } catch {
    return false;
  }
}

// Pages and links a person opens (the inbox, mailed links, the simulated provider's consent page):
// no other page may read them, so they answer no cross-origin request.
const browserOnlyPaths = [
  '/inbox',
  '/auth/v1/authorize',
  '/auth/v1/verify',
  '/auth/v1/simulated-oauth/',
];

export const isBrowserOnlyPath = (url: string) =>
  browserOnlyPaths.some((path) => url.startsWith(path));

export const corsAllowedHeaders = [
  'authorization',
  'apikey',
  'content-type',
  'x-client-info',
  'x-supabase-api-version',
  'accept-profile',
  'content-profile',
  'prefer',
  'range',
  'x-retry-count',
  'x-region',
];

// Without the exposed version header supabase-js cannot read error codes from cross-origin responses.
export const corsExposedHeaders = ['X-Supabase-Api-Version', 'Content-Range'];
