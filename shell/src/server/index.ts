// The page server's renderer for one release set. An async boundary: the shared singletons are
// negotiated before any app code runs.
import type { LanguageRedirect, PageRender, RenderPageInput } from './render-page';
import type { SitemapListing } from './sitemap';

export type { LanguageRedirect, PageRender, RenderPageInput, SitemapListing };

export interface PageRendererOptions {
  /** The set's remotes: name → server entry URL. */
  remotes: Record<string, string>;
  /** `/config.json`'s content, as the browser gets it. */
  runtimeConfig: unknown;
}

export interface PageRenderer {
  renderPage(input: RenderPageInput, signal: AbortSignal): Promise<PageRender | LanguageRedirect>;
  /** Equal for two inputs whose pages render the same (a page cache's key). */
  pageCacheKey(input: Omit<RenderPageInput, 'budgetMs'>): string;
}

/** The page renderer of one release set: its remotes registered, the deployment's config set. */
export async function createPageRenderer({
  remotes,
  runtimeConfig,
}: PageRendererOptions): Promise<PageRenderer> {
  const [
    { registerServerRemotes, renderPage, pageCacheKey },
    { parseRuntimeConfig, setRuntimeConfig },
  ] = await Promise.all([import('./render-page'), import('shared-core')]);
  setRuntimeConfig(parseRuntimeConfig(runtimeConfig));
  registerServerRemotes(remotes);
  return { renderPage, pageCacheKey };
}

/**
 * What each sitemap name lists, from the catalog's popular lists (kept a while by the store's
 * cache). Call it once `createPageRenderer` has set the deployment's config.
 */
export async function createSitemapLister(): Promise<
  (name: string) => Promise<SitemapListing | null>
> {
  const [{ popularPagesOf, sitemapListing }, { makeStore }] = await Promise.all([
    import('./sitemap'),
    import('shared-core'),
  ]);
  const popularPage = popularPagesOf(makeStore());
  return (name) => sitemapListing(name, popularPage);
}
