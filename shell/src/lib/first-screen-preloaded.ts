/** The catalog's base as a link's resolved `href` spells it (host in lower case, no default port). */
function canonicalBase(catalogUrl: string): string {
  const base = `${catalogUrl.replace(/\/+$/, '')}/`;
  try {
    return new URL(base).href;
  } catch {
    return base;
  }
}

/**
 * Whether the served page preloads catalog calls for its first screen. The page server names them
 * only for home, Discover and a title page the catalog knows, without a search or filter: the
 * pages whose calls shared-core's `prefetchFirstScreen` starts. A page served without the renderer
 * (a static host) carries none, and its queries start when the page asks.
 */
export function firstScreenPreloaded(catalogUrl: string): boolean {
  const base = canonicalBase(catalogUrl);
  return Array.from(
    document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]'),
  ).some((link) => link.href.startsWith(base));
}
