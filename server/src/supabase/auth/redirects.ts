/**
 * GoTrue's redirect rule: `redirect_to` is honoured only when it is under an allow-listed site URL
 * (same origin, path below the listed path); anything else falls back to the first site URL.
 */
export function allowedRedirect(siteUrls: string[], requested: unknown): string {
  const fallback = siteUrls[0] ?? 'http://localhost:3000';
  if (typeof requested !== 'string' || requested === '') return fallback;
  const target = parseUrl(requested);
  if (!target) return fallback;
  const allowed = siteUrls.some((entry) => {
    const site = parseUrl(entry);
    return (
      site !== undefined &&
      site.origin === target.origin &&
      target.pathname.startsWith(site.pathname)
    );
  });
  return allowed ? requested : fallback;
}

function parseUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** `url` with `params` added to its query string (PKCE codes). */
export function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}

/** `url` with `params` as its fragment (implicit-flow tokens and errors, never sent to servers). */
export function withFragment(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  target.hash = new URLSearchParams(params).toString();
  return target.toString();
}
