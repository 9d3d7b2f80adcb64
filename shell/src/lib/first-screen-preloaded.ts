/**
 * Whether the served page preloads catalog calls for its first screen. The page server names them
 * only when it knows the page's calls (no search; a title the catalog knows), so the shell starts
 * the page's queries early exactly then, and they use those preloads. A page served without the
 * renderer (a static host) carries none: its queries start when the page asks.
 */
export function firstScreenPreloaded(catalogUrl: string): boolean {
  const base = `${catalogUrl.replace(/\/+$/, '')}/`;
  return Array.from(
    document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]'),
  ).some((link) => link.href.startsWith(base));
}
